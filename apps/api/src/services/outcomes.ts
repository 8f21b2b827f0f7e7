import { FOLLOW_UP_DAYS, NO_PROGRAM_LABEL } from '@pathways/schemas';
import type { OutcomeGroup, Outcomes, Ratio } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** A figure as the driver returns it: counts are bigint (text over pg), medians float or null. */
type Figure = string | number | null;

interface GroupRow {
  g_cohort: number;
  g_program: number;
  g_employer: number;
  cohort: string | null;
  program: string | null;
  employer_id: number | null;
  placements: Figure;
  median_wage: Figure;
  [figure: string]: Figure;
}

/** Per follow-up day: old enough, employed then, not recorded, and the median wage of those employed. */
function followUpFigures(day: number) {
  const employed = sql.raw(`f.employed_${day}`);
  const wage = sql.raw(`f.wage_${day}`);
  const old = sql`p.age >= ${sql.lit(day)}`;
  return sql`
    count(*) filter (where ${old}) as ${sql.raw(`eligible_${day}`)},
    count(*) filter (where ${old} and ${employed}) as ${sql.raw(`employed_${day}`)},
    count(*) filter (where ${old} and ${employed} is null) as ${sql.raw(`unrecorded_${day}`)},
    percentile_cont(0.5) within group (order by ${wage}) filter (where ${old})
      as ${sql.raw(`median_wage_${day}`)},
    count(${wage}) filter (where ${old}) as ${sql.raw(`wages_${day}`)}`;
}

/** Each placement's follow-ups pivoted to one row: employed (null when unrecorded) and wage, per day. */
function pivotedFollowUps() {
  return sql.join(
    FOLLOW_UP_DAYS.map(
      (day) => sql`
        bool_or(still_employed) filter (where day = ${sql.lit(day)}) as ${sql.raw(`employed_${day}`)},
        max(hourly_wage::float8) filter (where day = ${sql.lit(day)} and still_employed)
          as ${sql.raw(`wage_${day}`)}`,
    ),
  );
}

const num = (value: Figure | undefined): number => Number(value ?? 0);
const orNull = (value: Figure | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

export function ratio(numerator: number, denominator: number): Ratio {
  return { numerator, denominator, rate: denominator === 0 ? null : numerator / denominator };
}

function toGroup(row: GroupRow, key: string, label: string): OutcomeGroup {
  return {
    key,
    label,
    placements: num(row.placements),
    startingWage: { median: orNull(row.median_wage), count: num(row.placements) },
    retention: FOLLOW_UP_DAYS.map((day) => ({
      day,
      employed: ratio(num(row[`employed_${day}`]), num(row[`eligible_${day}`])),
      notRecorded: num(row[`unrecorded_${day}`]),
    })),
    followUpWages: FOLLOW_UP_DAYS.map((day) => ({
      day,
      median: orNull(row[`median_wage_${day}`]),
      count: num(row[`wages_${day}`]),
    })),
  };
}

function emptyGroup(): OutcomeGroup {
  return toGroup(
    {
      g_cohort: 0,
      g_program: 0,
      g_employer: 0,
      cohort: null,
      program: null,
      employer_id: null,
      placements: 0,
      median_wage: null,
    },
    'all',
    'All placements',
  );
}

/**
 * The outcome figures on `today` (YYYY-MM-DD), in one pass over placements and follow-ups: the
 * database groups overall, by cohort, by program and by employer at once (grouping sets), so the
 * cost grows with the placements, not with the number of breakdowns.
 */
export async function computeOutcomes(db: Kysely<Database>, today: string): Promise<Outcomes> {
  const { rows } = await sql<GroupRow>`
    with p as (
      select pl.id, pl.employer_id, to_char(pl.start_date, 'YYYY-MM') as cohort,
        coalesce(program.program, '') as program, pl.hourly_wage::float8 as wage,
        (${today}::date - pl.start_date) as age
      from placements pl
      left join lateral (
        select e.program from program_enrollments e
        where e.client_profile_id = pl.client_profile_id and e.enrolled_on <= pl.start_date
        order by e.enrolled_on desc, e.id desc limit 1
      ) program on true
    ),
    f as (
      select placement_id, ${pivotedFollowUps()}
      from placement_follow_ups where recorded_at is not null
      group by placement_id
    )
    select grouping(p.cohort) as g_cohort, grouping(p.program) as g_program,
      grouping(p.employer_id) as g_employer, p.cohort, p.program, p.employer_id,
      count(*) as placements,
      percentile_cont(0.5) within group (order by p.wage) as median_wage,
      ${sql.join(FOLLOW_UP_DAYS.map(followUpFigures))}
    from p left join f on f.placement_id = p.id
    group by grouping sets ((), (p.cohort), (p.program), (p.employer_id))
  `.execute(db);

  const [served, placed, employers] = await Promise.all([
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
  const employerName = new Map(employers.map((row) => [row.id, row.company_name]));
  const clientsServed = num(served?.n);

  const overallRow = rows.find(
    (row) => num(row.g_cohort) === 1 && num(row.g_program) === 1 && num(row.g_employer) === 1,
  );
  const byCount = (a: OutcomeGroup, b: OutcomeGroup) =>
    b.placements - a.placements || a.label.localeCompare(b.label);
  return {
    asOf: today,
    clientsServed,
    placementRate: ratio(num(placed?.n), clientsServed),
    overall: overallRow ? toGroup(overallRow, 'all', 'All placements') : emptyGroup(),
    byCohort: rows
      .filter((row) => num(row.g_cohort) === 0)
      .map((row) => toGroup(row, row.cohort ?? '', row.cohort ?? ''))
      .sort((a, b) => a.key.localeCompare(b.key)),
    byProgram: rows
      .filter((row) => num(row.g_program) === 0)
      .map((row) => toGroup(row, row.program ?? '', row.program ? row.program : NO_PROGRAM_LABEL))
      .sort(byCount),
    byEmployer: rows
      .filter((row) => num(row.g_employer) === 0)
      .map((row) =>
        toGroup(
          row,
          String(row.employer_id ?? ''),
          employerName.get(row.employer_id ?? 0) ?? String(row.employer_id),
        ),
      )
      .sort(byCount),
  };
}
