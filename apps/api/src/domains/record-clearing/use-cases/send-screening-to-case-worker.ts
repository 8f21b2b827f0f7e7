import { screenCase } from '@pathways/record-clearing';
import type { ScreeningReferral, SubmissionReceipt } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { insertFormSubmission } from '../../inbox/repository/submissions.js';
import { enqueueSubmissionMail } from '../../outbox/outbox.js';
import { submissionKeys } from '../../../services/submission-people.js';
import { todayInIowa } from '../today-in-iowa.js';

/**
 * "Send this to a case worker": stores the person's case and the screener's answer for the staff
 * inbox. The answer is worked out again here, from the server's clock, so staff read what the
 * rules say and not what a browser claimed. Case and answer are sealed (AES-256-GCM) before
 * anything stores them; name, e-mail and phone stay readable, as on every form, so staff can answer.
 * The receipt (in the page's language) and the staff alert are committed with the row, as every
 * public form's are. The receipt never says what the request is about: e-mail is not private.
 *
 * @example
 * await sendScreeningToCaseWorker(app, referral); // { id: 12, reference: 'PW-2026-000012' }
 */
export function sendScreeningToCaseWorker(
  app: FastifyInstance,
  referral: ScreeningReferral,
): Promise<SubmissionReceipt> {
  const now = app.clock.now();
  const screenedOn = todayInIowa(now);
  const answer = screenCase(referral.case, { today: screenedOn });
  const contact = { name: referral.name, phone: referral.phone };
  return insertFormSubmission(
    app.db,
    now,
    'record_clearing_screenings',
    {
      name: referral.name,
      email: referral.email,
      payload: {
        ...contact,
        language: referral.language,
        screenedOn,
        case: app.cipher.seal(JSON.stringify(referral.case)),
        answer: app.cipher.seal(JSON.stringify(answer)),
      },
      keys: submissionKeys(app.cipher, 'record_clearing_screenings', contact),
      language: referral.language,
    },
    (trx, { reference }) =>
      enqueueSubmissionMail(trx, app.outbox, {
        email: referral.email,
        receipt: { kind: 'recordClearing', name: referral.name, reference },
        language: referral.language,
      }),
  );
}
