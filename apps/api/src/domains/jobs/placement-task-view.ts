import { wotcAuthorization, wotcCredit } from '@pathways/schemas';
import type { PlacementTask, PlacementTaskKind, WotcPrescreenResult } from '@pathways/schemas';
import type { PlacementTaskRow } from './placement-tasks-repository.js';

/** A year of work at the placement's weekly hours, for the credit estimate (26 U.S.C. §51(i)(3)). */
const WEEKS_PER_YEAR = 52;

/** The tasks' names in the reminder e-mails (employers and staff read them in English). */
export const TASK_NAMES: Record<PlacementTaskKind, string> = {
  wotcForm8850: 'WOTC Form 8850 (with ETA Form 9061) to Iowa Workforce Development',
  federalBonding: 'The Federal Bonding request',
};

/**
 * A task as the employer and the case worker read it, on `today` ("YYYY-MM-DD"), with the client's
 * WOTC pre-screen result already derived (wotc-prescreen-view.ts).
 */
export function placementTaskView(
  row: PlacementTaskRow,
  today: string,
  prescreen: WotcPrescreenResult,
): PlacementTask {
  const hours = row.hours_per_week * WEEKS_PER_YEAR;
  const credit = wotcCredit(Number(row.hourly_wage) * hours, hours);
  return {
    id: row.id,
    placementId: row.placement_id,
    kind: row.kind,
    dueOn: row.due_on,
    state: row.done_at ? 'done' : row.due_on < today ? 'overdue' : 'open',
    doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
    client: { id: row.client_id, fullName: row.client_name },
    job: { title: row.job_title, companyName: row.company_name },
    startDate: row.start_date,
    wotc:
      row.kind === 'wotcForm8850'
        ? {
            authorization: wotcAuthorization(row.start_date),
            estimatedCredit: credit.credit,
            rate: credit.rate,
            prescreen,
          }
        : null,
  };
}
