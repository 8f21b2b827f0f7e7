/** The kinds of public submission that get a receipt and a staff alert. */
export const submissionKinds = [
  'contact',
  'clientIntake',
  'employerPartnership',
  'volunteerApplication',
  'employerOnboarding',
  'donation',
  'recordClearing',
] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** Every e-mail the portal sends, by template. */
export const mailTemplates = [
  'receipt',
  'staffAlert',
  'invitation',
  'applicationStatus',
  'interviewTimesProposed',
  'postingApproved',
  'caseWorkerMessage',
  'consentRecorded',
  'passwordReset',
  'passwordChanged',
  'appointmentReminder',
  'appointmentChanged',
  'caseloadReceived',
  'caseWorkerChanged',
  'assessmentNotice',
  'assessmentCaseWorker',
  'taskReminder',
  'submissionReply',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];
