import type { Settings } from './settings.schema.js';

/** Texts of Admin › Settings: for now its Outbox (issue 15), the e-mail the portal sends. */
export const settings: Settings = {
  title: 'Settings',
  intro: 'How Pathways runs for your organization.',
  nav: { label: 'Settings sections', outbox: 'Outbox', actionPlan: 'Action plan' },
  outbox: {
    title: 'Outbox',
    intro:
      'Every e-mail Pathways writes: receipts, staff alerts, invitations and password resets. Messages that could not be sent are kept here so you can send them again.',
    deliveryOn: 'E-mail is on: messages are sent as soon as they are written.',
    deliveryOff:
      'E-mail is off (SMTP_URL is not set): nothing is sent. Messages are kept here so you can read them, and can be sent again once e-mail is set up.',
    filterLabel: 'Show',
    allStatuses: 'All messages',
    statuses: {
      pending: 'Waiting to send',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      held: 'Not sent (e-mail off)',
      expired: 'Expired before sending',
    },
    columns: {
      created: 'Written',
      message: 'Message',
      recipient: 'To',
      status: 'Status',
      tries: 'Tries',
    },
    empty: 'No messages here.',
    loadMore: 'Show older messages',
    loading: 'Loading messages...',
    nextTry: 'Next try {time}',
    sentAt: 'Sent {time}',
    lastError: 'Last error',
    view: 'View',
    close: 'Close',
    messageId: 'Message-ID',
    sendAgain: 'Send again',
    sendingAgain: 'Sending...',
    sentAgainTitle: 'The message will be sent again',
    sendAgainFailed: 'Could not send the message again',
    textHeading: 'Text of the message',
  },
};
