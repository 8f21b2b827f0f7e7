import { offenseCategories } from '@pathways/schemas';
import type { OffenseCategory } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { FieldCipher } from '../../lib/field-cipher.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Where the client's self-declared offense categories live: a sealed entry of
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

/** The client's own skills, interests and declaration (the inputs of their matches). */
export function registerSeekerProfileRoutes(app: FastifyInstance): void {
  async function profileOf(userId: number) {
    const row = await app.db
      .selectFrom('client_profiles')
      .select(['id', 'skills', 'job_interests', 'sensitive'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'You have no client record yet');
    return row;
  }

  contractRoute(app, 'GET /api/my/job-profile', {}, async ({ user }) => {
    const row = await profileOf(user.id);
    return {
      skills: row.skills,
      interests: row.job_interests,
      offenseCategories: declaredCategories(app.cipher, row.sensitive),
    };
  });

  contractRoute(app, 'PUT /api/my/job-profile', {}, async ({ body, user }) => {
    const row = await profileOf(user.id);
    const sensitive = { ...row.sensitive };
    if (body.offenseCategories.length > 0) {
      sensitive[SEEKER_DECLARATION_FIELD] = app.cipher.seal(JSON.stringify(body.offenseCategories));
    } else {
      delete sensitive[SEEKER_DECLARATION_FIELD];
    }
    await app.db
      .updateTable('client_profiles')
      .set({
        skills: body.skills,
        job_interests: body.interests,
        sensitive: JSON.stringify(sensitive),
      })
      .where('id', '=', row.id)
      .execute();
    return {
      skills: body.skills,
      interests: body.interests,
      offenseCategories: body.offenseCategories,
    };
  });
}
