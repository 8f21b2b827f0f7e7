import { offenseCategories } from '@pathways/schemas';
import type { OffenseCategory } from '@pathways/schemas';
import { FieldCipher } from '../../lib/field-cipher.js';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * The client's job-seeking answers on their profile (`client_profiles`: skills, interests and the
 * sealed self-declaration). The self-declared offense categories live in a sealed entry of
 * client_profiles.sensitive, like the intake's criminal history, so the case worker's record shows
 * it as protected and opens it only through the logged reveal.
 */
export const SEEKER_DECLARATION_FIELD = 'offenseCategories';

const known = new Set<string>(offenseCategories);

/** The declaration, opened; unknown or missing values come out as none. */
export function declaredCategories(
  cipher: FieldCipher,
  sensitive: Readonly<Record<string, string>>,
): OffenseCategory[] {
  const sealed = sensitive[SEEKER_DECLARATION_FIELD];
  if (!FieldCipher.isSealed(sealed)) return [];
  const opened = JSON.parse(cipher.open(sealed)) as unknown;
  return Array.isArray(opened)
    ? opened.filter((value): value is OffenseCategory => known.has(String(value)))
    : [];
}

export function findSeekerProfile(db: Queryable, userId: number) {
  return db
    .selectFrom('client_profiles')
    .select(['id', 'skills', 'job_interests', 'sensitive'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSeekerProfile(
  db: Queryable,
  profileId: number,
  profile: { skills: string[]; interests: string[]; sensitive: Record<string, string> },
): Promise<void> {
  await db
    .updateTable('client_profiles')
    .set({
      skills: profile.skills,
      job_interests: profile.interests,
      sensitive: JSON.stringify(profile.sensitive),
    })
    .where('id', '=', profileId)
    .execute();
}
