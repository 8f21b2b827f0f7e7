/**
 * The case worker's Today page (issue 31.1), staff words in English. Each kind of task has its
 * heading; a new kind adds one here.
 */
export const todayPage = {
  title: 'Today',
  intro: 'What needs doing today across your caseload, overdue first.',
  asOf: 'For {day}',
  chooseCaseWorker: 'Case worker',
  chooseCaseWorkerHint: 'Choose whose day to see.',
  total: '{count} tasks',
  empty: 'Nothing needs doing today.',
  overdue: 'Overdue',
  due: 'Due {when}',
  open: 'Open {name}’s record',
  more: '{shown} of {count} shown',
  kinds: {
    appointment: 'Appointments today',
    followUp: 'Follow-ups due and overdue',
    consentExpiring: 'Consents ending within 14 days',
    unansweredMessage: 'Messages unanswered for 2 working days',
    profileAlert: 'Client profile alerts',
    placementDeadline: 'Hiring paperwork due within 14 days',
  },
} as const;
