import { apiDocsContract } from '../api-docs.js';
import { authContract } from '../auth.js';
import { dashboardContract } from '../dashboard.js';
import { formSubmissionsContract } from '../form-submissions.js';
import { healthContract } from '../health.js';
import { impactReportContract } from '../impact-report.js';
import { outboxContract } from '../outbox.js';
import { accessLogContract } from '../access-log.js';
import { inboxContract } from '../inbox.js';
import { clientsContract } from '../clients-contract.js';
import { caseloadContract } from '../caseload.js';
import { jobsContract } from '../jobs.js';
import { employerSetupContract } from '../employer-setup.js';
import { messagesContract } from '../messages.js';
import { consentsContract } from '../consents.js';
import { planTemplateContract } from '../plan-template.js';
import { staffUsersContract } from '../staff-users.js';
import { passwordResetContract } from '../password-reset.js';
import { simulationContract } from '../simulation.js';
import { successStoriesContract } from '../success-stories.js';
import { placementsContract } from '../placements.js';
import { outcomesContract } from '../outcomes.js';
import { recordClearingContract } from '../record-clearing.js';
import { myTasksContract } from '../my-tasks.js';
import { calendarContract } from '../calendar.js';
import { caseloadMovesContract } from '../caseload-moves.js';
import { fairChanceContract } from '../fair-chance-contract.js';
import { documentsContract } from '../documents.js';

/**
 * Every route of the API, by "METHOD /path". The API registers each handler against its entry, the
 * web's client is typed from it, and /api/openapi.json is generated from it; a test fails when the
 * server and this list disagree. A new domain adds its contract here.
 */
export const apiContract = {
  ...healthContract,
  ...authContract,
  ...passwordResetContract,
  ...formSubmissionsContract,
  ...simulationContract,
  ...successStoriesContract,
  ...dashboardContract,
  ...impactReportContract,
  ...outboxContract,
  ...staffUsersContract,
  ...inboxContract,
  ...clientsContract,
  ...caseloadContract,
  ...jobsContract,
  ...employerSetupContract,
  ...messagesContract,
  ...consentsContract,
  ...planTemplateContract,
  ...accessLogContract,
  ...placementsContract,
  ...outcomesContract,
  ...recordClearingContract,
  ...myTasksContract,
  ...calendarContract,
  ...caseloadMovesContract,
  ...fairChanceContract,
  ...documentsContract,
  ...apiDocsContract,
};
export type ApiContract = typeof apiContract;
