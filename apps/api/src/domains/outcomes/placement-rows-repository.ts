import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/** A placement as the de-identified export reads it: record ids only, never a name. */
export interface DeidentifiedPlacement {
  id: number;
  client_profile_id: number;
  start_date: string;
  age: number;
  program: string | null;
  company_name: string;
  title: string;
  hourly_wage: number;
  hours_per_week: number;
  follow_ups: {
    day: number;
    employed: boolean | null;
    same: boolean | null;
    wage: number | null;
  }[];
}

/** Every placement with its recorded follow-ups and its age in days on `today`, oldest start first. */
export async function listDeidentifiedPlacements(
  db: Queryable,
  today: string,
): Promise<DeidentifiedPlacement[]> {
  const { rows } = await sql<DeidentifiedPlacement>`
    select pl.id, pl.client_profile_id, pl.start_date::text as start_date,
      (${today}::date - pl.start_date) as age, pl.program, employers.company_name, jobs.title,
      pl.hourly_wage::float8 as hourly_wage, pl.hours_per_week,
      coalesce((
        select json_agg(json_build_object('day', f.day, 'employed', f.still_employed,
          'same', f.same_employer, 'wage', f.hourly_wage::float8))
        from placement_follow_ups f where f.placement_id = pl.id and f.recorded_at is not null
      ), '[]'::json) as follow_ups
    from placements pl
    join employers on employers.id = pl.employer_id
    join jobs on jobs.id = pl.job_id
    order by pl.start_date, pl.id
  `.execute(db);
  return rows;
}
