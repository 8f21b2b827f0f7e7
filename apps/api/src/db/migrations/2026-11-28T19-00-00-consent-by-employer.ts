import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Consent names an employer by id, not by its editable company name (issue 25, H-2), and says how
 * staff obtained it (M-5); a verified company's rename waits for review; a staff message can open
 * an e-mail digest that later messages join.
 *
 * Existing consents and disclosures are mapped to an employer where their recipient is exactly the
 * name of one employer; anything else keeps no employer, so it discloses nothing until recorded
 * again by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('employers')
    .addColumn('name_review_requested_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('consents')
    .addColumn('employer_id', 'integer', (col) =>
      col.references('employers.id').onDelete('set null'),
    )
    .addColumn('obtained_by', 'text')
    .addColumn('obtained_note', 'text')
    .addColumn('override_reason', 'text')
    .execute();
  await db.schema
    .alterTable('disclosures')
    .addColumn('employer_id', 'integer', (col) =>
      col.references('employers.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('case_messages').addColumn('digest_until', 'timestamptz').execute();
  for (const table of ['consents', 'disclosures'] as const) {
    await sql`update ${sql.table(table)} t set employer_id = e.id
      from employers e
      where t.recipient = e.company_name
        and (select count(*) from employers same where same.company_name = e.company_name) = 1
        ${table === 'consents' ? sql`and t.scope = 'employer'` : sql``}`.execute(db);
  }
  await db.schema
    .createIndex('consents_client_employer_idx')
    .on('consents')
    .columns(['client_id', 'employer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consents_client_employer_idx').execute();
  await db.schema.alterTable('case_messages').dropColumn('digest_until').execute();
  await db.schema.alterTable('disclosures').dropColumn('employer_id').execute();
  await db.schema
    .alterTable('consents')
    .dropColumn('employer_id')
    .dropColumn('obtained_by')
    .dropColumn('obtained_note')
    .dropColumn('override_reason')
    .execute();
  await db.schema.alterTable('employers').dropColumn('name_review_requested_at').execute();
}
