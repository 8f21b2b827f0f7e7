import { FOLLOW_UP_DAYS, NO_PROGRAM_LABEL } from '@pathways/schemas';
import type { OutcomeGroup, Outcomes, Ratio } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** A figure as the driver returns it: counts are bigint (text over pg), medians float or null. */
type Figure = string | number | null;

/** Which breakdown a grouped row belongs to, from GROUPING(): all, cohort, program or employer. */
type Breakdown = 'all' | 'cohort' | 'program' | 'employer';

interface GroupKeyRow {
  g_cohort: Figure;
  g_program: Figure;
  g_employer: Figure;
  /** year * 100 + month */
  cohort: number | null;
  program: string | null;
  employer_id: number | null;
}

interface PlacementGroupRow extends GroupKeyRow {
  placements: Figure;
  median_wage: Figure;
  [eligible: `eligible_${number}`]: Figure;
}

interface FollowUpGroupRow extends GroupKeyRow {
  day: number;
  employed: Figure;
  not_recorded: Figure;
}

const num = (value: Figure | undefined): number => Number(value ?? 0);
const dollars = (value: Figure | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

export function ratio(numerator: number, denominator: number): Ratio {
  return { numerator, denominator, rate: denominator === 0 ? null : numerator / denominator };
}

const MONTHS_PER_YEAR_FACTOR = 100;

/** "YYYY-MM" of a cohort number (year * 100 + month). */
function cohortText(cohort: number | null): string {
  const value = num(cohort);
  const month = value % MONTHS_PER_YEAR_FACTOR;
  return `${Math.floor(value / MONTHS_PER_YEAR_FACTOR)}-${String(month).padStart(2, '0')}`;
}

function breakdownOf(row: GroupKeyRow): Breakdown {
  if (num(row.g_cohort) === 0) return 'cohort';
  if (num(row.g_program) === 0) return 'program';
  if (num(row.g_employer) === 0) return 'employer';
  return 'all';
}

function keyOf(row: GroupKeyRow): string {
  const breakdown = breakdownOf(row);
  if (breakdown === 'cohort') return `cohort:${row.cohort ?? ''}`;
  if (breakdown === 'program') return `program:${row.program ?? ''}`;
  if (breakdown === 'employer') return `employer:${row.employer_id ?? ''}`;
  return 'all';
}

const GROUPING = sql`grouping(cohort) as g_cohort, grouping(program) as g_program,
  grouping(employer_id) as g_employer, cohort, program, employer_id`;

/**
 * Per group: placements, the median starting wage, and how many are old enough for each follow-up.
 * A follow-up is measurable once its due date has come (due = start + day), so "old enough" is
 * `start_date <= today - day`.
 */
function placementGroupsQuery(today: string) {
  const eligible = FOLLOW_UP_DAYS.map(
    (day) =>
      sql`count(*) filter (where start_date <= ${today}::date - ${sql.lit(day)}) as ${sql.ref(`eligible_${day}`)}`,
  );
  return sql<PlacementGroupRow>`
    select ${GROUPING}, count(*) as placements,
      percentile_cont(0.5) within group (order by hourly_wage) as median_wage,
      ${sql.join(eligible)}
    from (
      select start_month as cohort, coalesce(program, '') as program,
        employer_id, hourly_wage::float8 as hourly_wage, start_date
      from placements
    ) p
    group by grouping sets ((), (cohort), (program), (employer_id))`;
}

/**
 * Per group and follow-up day, over the follow-ups that have come due: how many found the client
 * employed, and how many nobody recorded. Only counts, so the database can group by hashing.
 */
function followUpGroupsQuery(today: string) {
  return sql<FollowUpGroupRow>`
    select ${GROUPING}, day,
      count(*) filter (where still_employed) as employed,
      count(*) filter (where recorded_at is null) as not_recorded
    from (
      select p.start_month as cohort, coalesce(p.program, '') as program,
        p.employer_id, f.day, f.still_employed, f.recorded_at
      from placement_follow_ups f join placements p on p.id = f.placement_id
      where f.due_on <= ${today}::date
    ) f
    group by grouping sets ((day), (cohort, day), (program, day), (employer_id, day))`;
}

/** The median wage of those employed at each follow-up that has come due (all placements). */
function followUpWagesQuery(today: string) {
  return sql<{ day: number; median: Figure; wages: Figure }>`
    select day, percentile_cont(0.5) within group (order by hourly_wage::float8) as median,
      count(*) as wages
    from placement_follow_ups
    where due_on <= ${today}::date and still_employed and hourly_wage is not null
    group by day`;
}

function toGroup(
  row: PlacementGroupRow,
  followUps: ReadonlyMap<string, FollowUpGroupRow>,
  label: string,
  key: string,
): OutcomeGroup {
  const groupKey = keyOf(row);
  return {
    key,
    label,
    placements: num(row.placements),
    startingWage: { median: dollars(row.median_wage), count: num(row.placements) },
    retention: FOLLOW_UP_DAYS.map((day) => {
      const followUp = followUps.get(`${groupKey}|${day}`);
      return {
        day,
        employed: ratio(num(followUp?.employed), num(row[`eligible_${day}`])),
        notRecorded: num(followUp?.not_recorded),
      };
    }),
  };
}

const EMPTY_ROW: PlacementGroupRow = {
  g_cohort: 1,
  g_program: 1,
  g_employer: 1,
  cohort: null,
  program: null,
  employer_id: null,
  placements: 0,
  median_wage: null,
};

/**
 * The outcome figures on `today` (YYYY-MM-DD). Three statements run side by side: placements by
 * group (grouping sets: overall, cohort, program, employer at once), follow-ups by group and day
 * (counts only), and the follow-up wages; the cost grows with the placements, not the breakdowns.
 */
export async function computeOutcomes(db: Kysely<Database>, today: string): Promise<Outcomes> {
  const [placementGroups, followUpGroups, wages, served, placed, employers] = await Promise.all([
    placementGroupsQuery(today).execute(db),
    followUpGroupsQuery(today).execute(db),
    followUpWagesQuery(today).execute(db),
    db
      .selectFrom('client_profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('placements')
      .select((eb) => eb.fn.count<string>('client_profile_id').distinct().as('n'))
      .executeTakeFirst(),
    db.selectFrom('employers').select(['id', 'company_name']).execute(),
  ]);
  const followUps = new Map(
    followUpGroups.rows.map((row) => [`${keyOf(row)}|${row.day}`, row] as const),
  );
  const employerName = new Map(employers.map((row) => [row.id, row.company_name]));
  const clientsServed = num(served?.n);
  const rows = placementGroups.rows;
  const of = (breakdown: Breakdown) => rows.filter((row) => breakdownOf(row) === breakdown);
  const byCount = (a: OutcomeGroup, b: OutcomeGroup) =>
    b.placements - a.placements || a.label.localeCompare(b.label);

  return {
    asOf: today,
    clientsServed,
    placementRate: ratio(num(placed?.n), clientsServed),
    overall: toGroup(of('all')[0] ?? EMPTY_ROW, followUps, 'All placements', 'all'),
    followUpWages: FOLLOW_UP_DAYS.map((day) => {
      const wage = wages.rows.find((row) => row.day === day);
      return { day, median: dollars(wage?.median), count: num(wage?.wages) };
    }),
    byCohort: of('cohort')
      .map((row) => {
        const cohort = cohortText(row.cohort);
        return toGroup(row, followUps, cohort, cohort);
      })
      .sort((a, b) => a.key.localeCompare(b.key)),
    byProgram: of('program')
      .map((row) =>
        toGroup(row, followUps, row.program ? row.program : NO_PROGRAM_LABEL, row.program ?? ''),
      )
      .sort(byCount),
    byEmployer: of('employer')
      .map((row) =>
        toGroup(
          row,
          followUps,
          employerName.get(row.employer_id ?? 0) ?? String(row.employer_id),
          String(row.employer_id ?? ''),
        ),
      )
      .sort(byCount),
  };
}
