import { randomUUID } from 'node:crypto';
import { renderMail, site } from '@pathways/content';
import type { ReceiptData } from '@pathways/content';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';

const FORM_KINDS = [
  ['client_intake_submissions', 'clientIntake'],
  ['employer_partnership_submissions', 'employerPartnership'],
  ['volunteer_applications', 'volunteerApplication'],
] as const;

/**
 * The receipts of the sample submissions, held as the embedded demo holds every message (no
 * SMTP_URL), so Admin › Settings › Outbox shows what people are sent from the first start. Held
 * messages are never sent on their own, even if SMTP_URL is set later.
 */
export async function seedOutbox(trx: Transaction<Database>): Promise<void> {
  const receipts: { email: string; submittedAt: Date; data: ReceiptData }[] = [];
  const contacts = await trx
    .selectFrom('contact_submissions')
    .select(['reference', 'name', 'email', 'subject', 'submitted_at'])
    .execute();
  for (const row of contacts) {
    receipts.push({
      email: row.email,
      submittedAt: row.submitted_at,
      data: { kind: 'contact', name: row.name, reference: row.reference, subject: row.subject },
    });
  }
  for (const [table, kind] of FORM_KINDS) {
    const rows = await trx
      .selectFrom(table)
      .select(['reference', 'name', 'email', 'submitted_at'])
      .execute();
    for (const row of rows) {
      receipts.push({
        email: row.email,
        submittedAt: row.submitted_at,
        data: { kind, name: row.name, reference: row.reference },
      });
    }
  }
  receipts.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  for (const receipt of receipts) {
    const mail = renderMail({ template: 'receipt', data: receipt.data });
    await trx
      .insertInto('outbox')
      .values({
        message_id: `<${randomUUID()}@pathways.localhost>`,
        template: mail.template,
        recipient: receipt.email,
        reply_to: site.contact.email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        status: 'held',
        next_attempt_at: receipt.submittedAt,
        created_at: receipt.submittedAt,
      })
      .execute();
  }
}
