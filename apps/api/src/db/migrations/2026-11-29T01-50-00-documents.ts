import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 31 point 5: documents on a client's record. Every value a person uploaded is sealed before
 * it reaches a row: the bytes (AES-256-GCM, bound to the document's id) in `document_contents`, the
 * file name in `documents.sealed_name`. Ids are random (never a guessable, sequential URL). A
 * deletion removes the contents row and keeps the document row as its audit entry: who, when, why.
 * The access log names the document a download or preview read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('id', 'certificate', 'resume', 'consentForm', 'other')`),
    )
    .addColumn('sealed_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) =>
      col
        .notNull()
        .check(sql`content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')`),
    )
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('consent_id', 'integer', (col) => col.references('consents.id').onDelete('set null'))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('delete_reason', 'text')
    .execute();
  await db.schema
    .createIndex('documents_client_idx')
    .on('documents')
    .columns(['client_id', 'uploaded_at'])
    .execute();

  await db.schema
    .createTable('document_contents')
    .addColumn('document_id', 'text', (col) =>
      col.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('sealed', 'bytea', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('access_log')
    .addColumn('document_id', 'text', (col) => col.references('documents.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_log').dropColumn('document_id').execute();
  await db.schema.dropTable('document_contents').execute();
  await db.schema.dropTable('documents').execute();
}
