import { FOLLOW_UP_DAYS, NO_PROGRAM_LABEL } from '@pathways/schemas';
import type { OutcomeGroup, Outcomes, Ratio } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { followUpBit } from '../jobs/follow-up-summaries.js';

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
  [eligible: `eligible_${number}`]: Figure;
  [employed: `employed_${number}`]: Figure;
  [notRecorded: `not_recorded_${number}`]: Figure;
}

interface MedianRow {
  breakdown: Breakdown;
  /** The group's key as text ('' for no program); null overall. */
  key: string | null;
  median: Figure;
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

/** A group's key: its breakdown and value, as both statements give it. */
function groupKey(breakdown: Breakdown, value: string | number | null): string {
  return breakdown === 'all' ? 'all' : `${breakdown}:${value ?? ''}`;
}

function breakdownOf(row: GroupKeyRow): Breakdown {
  if (num(row.g_cohort) === 0) return 'cohort';
  if (num(row.g_program) === 0) return 'program';
  if (num(row.g_employer) === 0) return 'employer';
  return 'all';
}

const GROUPING = sql`grouping(cohort) as g_cohort, grouping(program) as g_program,
  grouping(employer_id) as g_employer, cohort, program, employer_id`;

/**
 * The median of the `n` wages a query yields in wage order: the middle one, or between the middle
 * two, interpolated as percentile_cont(0.5) does (lo + 0.5 * (hi - lo)) so the figure is the same.
 * Given rows that an index already keeps ordered, it reads half of them instead of sorting all.
 */
function middleOf(orderedWages: RawBuilder<unknown>, n: RawBuilder<unknown>) {
  return sql`(select min(w) + 0.5 * (max(w) - min(w)) from (${orderedWages}
    offset (${n} - 1) / 2 limit 2 - ${n} % 2) middle)`;
}

/**
 * One breakdown's median starting wages: `groups` yields each group's key and size, `where` picks
 * a group's placements (each breakdown has an index on its key and the wage, so the wages come in
 * order without a sort).
 */
function breakdownMedians(
  breakdown: Breakdown,
  groups: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
) {
  const wages = sql`select hourly_wage::float8 as w from placements m where ${where}
    order by hourly_wage`;
  return sql`select ${breakdown} as breakdown, g.key::text as key,
    ${middleOf(wages, sql`g.n`)} as median
    from (${groups}) g`;
}

/**
 * The median starting wage overall and of each cohort, program and employer. Kept apart from the
 * counts: one statement per breakdown stays cheap to plan (no JIT compilation, which cost more
 * than the query) and reads only the middle of each group's wages.
 */
function medianWagesQuery() {
  const counted = (key: RawBuilder<unknown>) =>
    sql`select ${key} as key, count(*) as n from placements group by ${key}`;
  return sql<MedianRow>`
    ${breakdownMedians('all', sql`select null as key, count(*) as n from placements`, sql`true`)}
    union all
    ${breakdownMedians('cohort', counted(sql`start_month`), sql`m.start_month = g.key`)}
    union all
    ${breakdownMedians(
      'program',
      sql`select program as key, count(*) as n from placements where program is not null
        group by program`,
      sql`m.program = g.key`,
    )}
    union all
    ${breakdownMedians(
      'program',
      sql`select '' as key, count(*) as n from placements where program is null`,
      sql`m.program is null`,
    )}
    union all
    ${breakdownMedians('employer', counted(sql`employer_id`), sql`m.employer_id = g.key`)}`;
}

/**
 * Per group: placements, and for each follow-up how many placements are old enough for it, found
 * the client employed, or were not recorded. A follow-up is measurable once its due date has come
 * (due = start + day), so "old enough" is `start_date <= today - day`. Counts come from the
 * placements' follow-up summary in one pass, first per cell (cohort, program, employer), then
 * rolled up by hashing.
 */
function placementGroupsQuery(today: string) {
  const perDay = FOLLOW_UP_DAYS.map((day) => {
    const old = sql`start_date <= ${today}::date - ${sql.lit(day)}`;
    const bit = sql.lit(followUpBit(day));
    return sql`count(*) filter (where ${old}) as ${sql.ref(`eligible_${day}`)},
      count(*) filter (where ${old} and employed_follow_ups & ${bit} <> 0)
        as ${sql.ref(`employed_${day}`)},
      count(*) filter (where ${old} and recorded_follow_ups & ${bit} = 0)
        as ${sql.ref(`not_recorded_${day}`)}`;
  });
  const sums = FOLLOW_UP_DAYS.flatMap((day) =>
    [`eligible_${day}`, `employed_${day}`, `not_recorded_${day}`].map(
      (column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`,
    ),
  );
  return sql<PlacementGroupRow>`
    with cells as (
      select start_month as cohort, coalesce(program, '') as program, employer_id,
        count(*) as placements, ${sql.join(perDay)}
      from placements
      group by 1, 2, 3
    )
    select ${GROUPING}, sum(placements) as placements, ${sql.join(sums)}
    from cells
    group by grouping sets ((), (cohort), (program), (employer_id))`;
}

/**
 * The median wage of those employed at each follow-up that has come due (all placements), read
 * from the middle of the follow-ups' wage index per day.
 */
function followUpWagesQuery(today: string) {
  const employed = sql`still_employed and hourly_wage is not null and due_on <= ${today}::date`;
  return sql<{ day: number; median: Figure; wages: Figure }>`
    with due as (
      select day, count(*) as wages from placement_follow_ups where ${employed} group by day
    )
    select day, wages, ${middleOf(
      sql`select hourly_wage::float8 as w from placement_follow_ups f
        where f.day = due.day and ${employed} order by hourly_wage`,
      sql`due.wages`,
    )} as median
    from due`;
}

function toGroup(
  row: PlacementGroupRow,
  medians: ReadonlyMap<string, Figure>,
  label: string,
  key: string,
): OutcomeGroup {
  const breakdown = breakdownOf(row);
  const value =
    breakdown === 'cohort' ? row.cohort : breakdown === 'program' ? row.program : row.employer_id;
  return {
    key,
    label,
    placements: num(row.placements),
    startingWage: {
      median: dollars(medians.get(groupKey(breakdown, value))),
      count: num(row.placements),
    },
    retention: FOLLOW_UP_DAYS.map((day) => ({
      day,
      employed: ratio(num(row[`employed_${day}`]), num(row[`eligible_${day}`])),
      notRecorded: num(row[`not_recorded_${day}`]),
    })),
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
};

/**
 * The outcome figures on `today` (YYYY-MM-DD). The statements run side by side: placements by
 * group (grouping sets: overall, cohort, program, employer at once, retention from each
 * placement's follow-up summary), the follow-up wages, and the counts of clients; the cost grows
 * with the placements, not the breakdowns.
 */
export async function computeOutcomes(db: Kysely<Database>, today: string): Promise<Outcomes> {
  const [placementGroups, medianWages, wages, served, placed, employers] = await Promise.all([
    placementGroupsQuery(today).execute(db),
    medianWagesQuery().execute(db),
    followUpWagesQuery(today).execute(db),
    db
      .selectFrom('client_profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    // Distinct clients through a subquery: it can walk the client index instead of sorting.
    db
      .selectFrom((eb) =>
        eb.selectFrom('placements').select('client_profile_id').distinct().as('placed'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    db.selectFrom('employers').select(['id', 'company_name']).execute(),
  ]);
  const medians = new Map(
    medianWages.rows.map((row) => [groupKey(row.breakdown, row.key), row.median] as const),
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
    overall: toGroup(of('all')[0] ?? EMPTY_ROW, medians, 'All placements', 'all'),
    followUpWages: FOLLOW_UP_DAYS.map((day) => {
      const wage = wages.rows.find((row) => row.day === day);
      return { day, median: dollars(wage?.median), count: num(wage?.wages) };
    }),
    byCohort: of('cohort')
      .map((row) => {
        const cohort = cohortText(row.cohort);
        return toGroup(row, medians, cohort, cohort);
      })
      .sort((a, b) => a.key.localeCompare(b.key)),
    byProgram: of('program')
      .map((row) =>
        toGroup(row, medians, row.program ? row.program : NO_PROGRAM_LABEL, row.program ?? ''),
      )
      .sort(byCount),
    byEmployer: of('employer')
      .map((row) =>
        toGroup(
          row,
          medians,
          employerName.get(row.employer_id ?? 0) ?? String(row.employer_id),
          String(row.employer_id ?? ''),
        ),
      )
      .sort(byCount),
  };
}
