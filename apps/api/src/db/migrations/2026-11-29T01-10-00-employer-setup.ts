import type { Kysely } from 'kysely';

/**
 * An employer sets up their own company (issue 29 point 1): the set-up form's EIN, address and
 * number of employees in Waterloo (the fair-chance ordinance's 15-employee line), and one company
 * per account, so a double-submitted set-up cannot make two. Frozen in time: later changes get
 * their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('employers')
    .addColumn('ein', 'text')
    .addColumn('address', 'text')
    .addColumn('waterloo_employees', 'integer')
    .execute();
  await db.schema.dropIndex('employers_user_idx').execute();
  await db.schema
    .createIndex('employers_user_unique')
    .on('employers')
    .column('user_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employers_user_unique').execute();
  await db.schema.createIndex('employers_user_idx').on('employers').column('user_id').execute();
  await db.schema
    .alterTable('employers')
    .dropColumn('ein')
    .dropColumn('address')
    .dropColumn('waterloo_employees')
    .execute();
}
