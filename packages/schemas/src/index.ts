export type { Option } from './option.js';
export { oneOf, someOf, valuesOf } from './option.js';
export * from './options.js';
export * from './portal-paths.js';
export {
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  isStorableText,
  isWebAddress,
  looksSealed,
} from './fields.js';
export * from './auth.js';
export * from './password-reset.js';
export * from './outbox.js';
export * from './staff-users.js';
export * from './inbox.js';
export * from './clients.js';
export * from './clients-contract.js';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, pageQuerySchema } from './paging.js';
export type { PageQuery } from './paging.js';
export * from './caseload.js';
export * from './calendar.js';
export * from './caseload-moves.js';
export * from './jobs.js';
export * from './messages.js';
export * from './consents.js';
export * from './plan-template.js';
export * from './access-log.js';
export * from './documents.js';
export * from './placements.js';
export * from './outcomes.js';
export * from './contact.js';
export * from './client-intake.js';
export * from './employer-onboarding.js';
export * from './employer-fields.js';
export * from './employer-setup.js';
export * from './employer-partnership.js';
export * from './volunteer-application.js';
export * from './donation.js';
export * from './simulation.js';
export * from './simulation-run-input.js';
export * from './chat.js';
export * from './field-errors.js';
export * from './common.js';
export * from './text.js';
export * from './dates.js';
export * from './health.js';
export * from './form-submissions.js';
export * from './success-stories.js';
export * from './dashboard.js';
export * from './impact-report.js';
export * from './api-docs.js';
export * from './record-clearing.js';
export * from './my-tasks.js';
export * from './contract/index.js';
export * from './fair-chance/index.js';
export * from './fair-chance-contract.js';
