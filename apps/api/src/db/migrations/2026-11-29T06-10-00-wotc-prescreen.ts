import type { Kysely } from 'kysely';

/**
 * The client's WOTC pre-screen at the offer (issue 29 point 4), one per application: whether they
 * answered or chose not to, their answers sealed in one value (services/sealing.ts: a felony
 * conviction and its date are criminal history), and their consent to share the derived result
 * with this employer. Frozen in time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wotc_prescreens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().unique().references('applications.id').onDelete('cascade'),
    )
    // "I prefer not to answer": no answers are stored then.
    .addColumn('declined', 'boolean', (col) => col.notNull())
    // Sealed: { felonyConviction, convictedOrReleasedWithinYear, convictionOrReleaseDate }.
    .addColumn('answers', 'text')
    .addColumn('consent_to_share', 'boolean', (col) => col.notNull())
    .addColumn('answered_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wotc_prescreens').ifExists().execute();
}
