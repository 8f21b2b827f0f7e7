/**
 * The words of issue 28: a page read without a signal, a form kept on the phone while it is typed,
 * and a form sent when the signal comes back. `{date}` is filled in by the page.
 */
export const offlineText = {
  offlinePage: 'You are offline: showing the copy saved on {date}.',
  offlinePageUndated: 'You are offline: showing a copy saved on this phone.',
  draftRestored: 'We filled in what you typed on this phone on {date}.',
  clearForm: 'Clear this form',
  ownPhoneLabel: 'This is my own phone: keep my answers here',
  ownPhoneHint:
    'Leave this unticked on a shared or borrowed phone: your private answers ({fields}) are then never saved on it.',
  savedOffline: 'Saved on this phone. We will send it when you are back online.',
  privateAnswersInMemory:
    'Your private answers are not saved on this phone: keep this page open until it is sent.',
  sentLater: 'Your form was sent. Your reference number: {reference}',
  /** The installed app (web app manifest) and the page the portal shows without a signal. */
  appName: 'Cedar Valley Pathways',
  appShortName: 'Pathways',
  appDescription:
    'Free help in Waterloo and Cedar Falls, Iowa, to find and keep a good job, with a record, in recovery or facing other barriers.',
  portalOfflineHeading: 'You are offline',
  portalOfflineText:
    'Your account pages are never saved on this phone, because they hold personal information. Please connect to the internet and try again.',
  homeLink: 'Go to the home page',
  sensitiveFieldNames: {
    clientIntake: 'date of birth, barriers, criminal history',
    volunteerApplication: 'date of birth',
  },
} as const;

export type OfflineText = typeof offlineText;
