/**
 * The words every form shares (GOV.UK-style chrome around the fields): what marks an optional
 * field, the error summary's title, the success screen's reference note.
 */
export const formChrome = {
  optional: '(optional)',
  errorPrefix: 'Error: ',
  errorSummaryTitle: 'There is a problem',
  selectAllThatApply: 'Select all that apply.',
  selectPlaceholder: 'Select an option',
  referenceLabel: 'Your reference number:',
  referenceHint: 'Keep it handy if you call or email us.',
  /** A save refused because someone saved the record first (409): both versions, side by side. */
  conflictTitle: 'Someone changed this while you were editing',
  conflictIntro:
    'Nothing of yours is lost. Here are both: what is saved now and what you typed. Take theirs, or keep yours and save it over theirs.',
  conflictTheirs: 'Saved now',
  conflictYours: 'Yours',
  conflictEmpty: '(empty)',
  takeTheirs: 'Take theirs',
  keepMine: 'Keep mine and save again',
} as const;

export type FormChrome = typeof formChrome;

/** The not-found page (spec §2), word for word. */
export const notFound = {
  documentTitle: 'Page not found',
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  homeLink: 'Go to the home page',
} as const;

export type NotFound = typeof notFound;
