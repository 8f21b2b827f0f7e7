import { FOLLOW_UP_DAYS } from '@pathways/schemas';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/** The bit of a follow-up day in a placement's summary: bit i is FOLLOW_UP_DAYS[i]. */
export function followUpBit(day: number): number {
  const index = FOLLOW_UP_DAYS.findIndex((followUpDay) => followUpDay === day);
  if (index === -1) throw new Error(`Not a follow-up day: ${day}`);
  return 1 << index;
}

/** `day`'s bit in SQL, from the same list. */
function bitOfDay(): RawBuilder<number> {
  const cases = FOLLOW_UP_DAYS.map(
    (day) => sql`when ${sql.lit(day)} then ${sql.lit(followUpBit(day))}`,
  );
  return sql<number>`case day ${sql.join(cases, sql` `)} else 0 end`;
}

/**
 * Rewrites the follow-up summary (recorded and employed bits) of the given placements from their
 * follow-ups, or of every placement when `placementIds` is omitted (bulk loads: seeds, bench).
 * Called in the transaction that records a follow-up, so the outcomes read from the summary never
 * disagree with the follow-ups themselves.
 */
export async function refreshFollowUpSummaries(
  db: Queryable,
  placementIds?: readonly number[],
): Promise<void> {
  if (placementIds?.length === 0) return;
  const ids = placementIds && sql.join(placementIds.map((id) => sql`${id}`));
  await sql`update placements p
    set recorded_follow_ups = s.recorded, employed_follow_ups = s.employed
    from (
      select placement_id,
        coalesce(bit_or(${bitOfDay()}) filter (where recorded_at is not null), 0) as recorded,
        coalesce(bit_or(${bitOfDay()}) filter (where still_employed), 0) as employed
      from placement_follow_ups
      ${ids ? sql`where placement_id in (${ids})` : sql``}
      group by placement_id
    ) s
    where s.placement_id = p.id`.execute(db);
}
