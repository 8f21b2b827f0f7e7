import {
  isPastConditionalOffer,
  substanceOffenseCategories,
  type Candidate,
} from '@pathways/schemas';
import { openSealedFields } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { SEEKER_DECLARATION_FIELD, declaredCategories } from '../../jobs/declaration.js';
import { listCandidateReferrals } from '../referrals-repository.js';
import { findActiveEmployerConsent } from '../repository.js';

/**
 * The clients referred to the employer's postings. Each read asks again for a consent naming the
 * posting's employer by id: one revoked since the referral hides the person from then on, and a
 * company that renames itself after another never borrows that one's consents. The candidate's
 * offense categories are opened through services/sealing.ts, which logs each read under the client,
 * and only once the client's application to the posting has reached a conditional offer: before it
 * no category leaves the seal whatever the consent (Waterloo's fair-chance timing rule, issue 29;
 * see isPastConditionalOffer in @pathways/schemas). A substance-related category is shown only
 * under the client's own substance-use consent naming the employer (issue 32 D12): a generic
 * consent a case worker recorded never reveals it.
 */
export async function listCandidates(
  { db, now, cipher }: UseCaseContext,
  actor: Actor,
): Promise<Candidate[]> {
  const rows = await listCandidateReferrals(db, actor.role === 'admin' ? null : actor.id);
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const consent = await findActiveEmployerConsent(db, row.client_id, row.employer_id, now);
    const recordOpen = isPastConditionalOffer(row.application_status);
    const substanceConsent =
      consent && recordOpen
        ? await findActiveEmployerConsent(db, row.client_id, row.employer_id, now, 'substanceUse')
        : undefined;
    // The declaration is opened only under that consent and after a conditional offer, and the
    // read is logged under the client.
    const declared =
      consent && recordOpen && row.sensitive[SEEKER_DECLARATION_FIELD] !== undefined
        ? declaredCategories(
            await openSealedFields(
              db,
              cipher,
              {
                actorId: actor.id,
                at: now,
                clientId: row.client_id,
                reason: substanceConsent
                  ? `Referred candidate, under consents ${consent.id} and ${substanceConsent.id}`
                  : `Referred candidate, under consent ${consent.id}`,
              },
              row.sensitive,
              [SEEKER_DECLARATION_FIELD],
            ),
          )
        : [];
    candidates.push({
      referralId: row.id,
      job: { id: row.job_id, title: row.title },
      referredAt: row.created_at.toISOString(),
      consentActive: consent !== undefined,
      recordOpen,
      details: consent
        ? {
            fullName: row.full_name,
            email: row.email,
            phone: row.phone,
            employmentGoal: row.employment_goal,
            skills: row.skills,
            offenseCategories: substanceConsent
              ? declared
              : declared.filter((category) => !substanceOffenseCategories.includes(category)),
          }
        : null,
      note: consent ? row.note : null,
    });
  }
  return candidates;
}
