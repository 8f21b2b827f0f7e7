import type { CaseloadReport, FOLLOW_UP_DAYS } from '@pathways/schemas';
import { sql } from 'kysely';
import { listDueFollowUps } from '../../jobs/placements-repository.js';
import { ratio } from '../../outcomes/repository.js';
import { daysAfterDate } from '../../jobs/dates.js';
import type { Queryable } from '../../../services/transactions.js';

/** The follow-up whose outcome the case worker's report shows as retention. */
const RETENTION_DAY: (typeof FOLLOW_UP_DAYS)[number] = 90;

/** A caseload's own figures (every caseload for `null`) as of `today` (YYYY-MM-DD). */
export async function caseloadReport(
  db: Queryable,
  caseWorkerId: number | null,
  today: string,
): Promise<CaseloadReport> {
  const oldEnough = daysAfterDate(today, -RETENTION_DAY);
  const [statuses, followUps, placements] = await Promise.all([
    db
      .selectFrom('client_profiles')
      .select((eb) => ['current_status', eb.fn.countAll<string | number>().as('n')])
      .$if(caseWorkerId !== null, (qb) => qb.where('case_worker_id', '=', caseWorkerId))
      .groupBy('current_status')
      .orderBy('current_status')
      .execute(),
    listDueFollowUps(db, caseWorkerId, today),
    db
      .selectFrom('placements as p')
      .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
      .leftJoin('placement_follow_ups as f', (join) =>
        join.onRef('f.placement_id', '=', 'p.id').on('f.day', '=', RETENTION_DAY),
      )
      .select([
        sql<string | number>`count(*)`.as('placements'),
        sql<string | number>`count(*) filter (where p.start_date <= ${oldEnough}::date)`.as(
          'eligible',
        ),
        sql<
          string | number
        >`count(*) filter (where f.due_on <= ${today}::date and f.still_employed)`.as('employed'),
      ])
      .$if(caseWorkerId !== null, (qb) => qb.where('profile.case_worker_id', '=', caseWorkerId))
      .executeTakeFirst(),
  ]);
  const byStatus = statuses.map((row) => ({ status: row.current_status, count: Number(row.n) }));
  return {
    asOf: today,
    clients: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    followUps: {
      due: followUps.filter((followUp) => followUp.state === 'due').length,
      overdue: followUps.filter((followUp) => followUp.state === 'overdue').length,
    },
    placements: Number(placements?.placements ?? 0),
    retention90: ratio(Number(placements?.employed ?? 0), Number(placements?.eligible ?? 0)),
  };
}
