import type { MailLanguage } from '@pathways/content';
import type { ContactSubmission, SubmissionReceipt } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { submissionKeys } from './submission-people.js';
import { insertContactSubmission } from '../domains/inbox/repository.js';
import { enqueueSubmissionMail } from '../domains/outbox/outbox.js';

/**
 * Stores a contact message with its receipt and staff alert in one transaction. The JSON route and
 * the form posted without JavaScript (plugins/no-js-contact) both come here, so they store alike.
 */
export function storeContactMessage(
  app: FastifyInstance,
  contact: ContactSubmission,
  language: MailLanguage = 'en',
): Promise<SubmissionReceipt> {
  return insertContactSubmission(
    app.db,
    app.clock.now(),
    contact,
    (trx, { reference }) =>
      enqueueSubmissionMail(trx, app.outbox, {
        email: contact.email,
        receipt: { kind: 'contact', name: contact.name, reference, subject: contact.subject },
        language,
      }),
    submissionKeys(app.cipher, 'contact_submissions', contact),
    language,
  );
}
