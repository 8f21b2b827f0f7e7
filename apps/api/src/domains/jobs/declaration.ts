import { offenseCategories } from '@pathways/schemas';
import type { OffenseCategory } from '@pathways/schemas';

/**
 * The client's self-declared offense categories: a sealed entry of client_profiles.sensitive, like
 * the intake's criminal history, so the case worker's record shows it as protected and opens it
 * only through the logged reveal. It is opened only in services/sealing.ts: for the client
 * themself (openOwnSealedFields), or for anyone else with an access-log entry (openSealedFields).
 */
export const SEEKER_DECLARATION_FIELD = 'offenseCategories';

const known = new Set<string>(offenseCategories);

/** The categories of an opened declaration; unknown, unreadable or missing values come out as none. */
export function declaredCategories(opened: Readonly<Record<string, unknown>>): OffenseCategory[] {
  const value = opened[SEEKER_DECLARATION_FIELD];
  return Array.isArray(value)
    ? value.filter((entry): entry is OffenseCategory => known.has(String(entry)))
    : [];
}
