import type { EmployerProfile, EmployerProfileInput, EmployerSetupInput } from '@pathways/schemas';
import type { Selectable } from 'kysely';
import type { EmployersTable } from '../../db/database.js';
import type { Queryable } from '../../services/use-case-context.js';

/** Every query of `employers`: the company profiles, their names and their verified badge. */

type EmployerRow = Selectable<EmployersTable>;

/** The employer record of a signed-in employer user. */
export function findEmployerOf(db: Queryable, userId: number) {
  return db.selectFrom('employers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findEmployer(db: Queryable, employerId: number) {
  return db.selectFrom('employers').selectAll().where('id', '=', employerId).executeTakeFirst();
}

export function toEmployerProfile(row: EmployerRow): EmployerProfile {
  return {
    id: row.id,
    companyName: row.company_name,
    industry: row.industry,
    companySize: row.company_size,
    website: row.website,
    description: row.description,
    ein: row.ein,
    address: row.address,
    waterlooEmployees: row.waterloo_employees,
    isVerified: row.is_verified,
    nameReviewPending: row.name_review_requested_at !== null,
  };
}

/**
 * Saves the company's profile. A verified company that changes its name loses the badge until an
 * admin reviews the new name: a consent or a referral names the company the client knew.
 */
export function updateEmployerProfile(
  db: Queryable,
  before: EmployerRow,
  input: EmployerProfileInput,
  now: Date,
) {
  const renamed = input.companyName !== before.company_name;
  return db
    .updateTable('employers')
    .set({
      company_name: input.companyName,
      industry: input.industry ?? null,
      company_size: input.companySize ?? null,
      website: input.website ?? null,
      description: input.description ?? null,
      // The set-up fields are kept when the form does not send them.
      ein: input.ein === undefined ? before.ein : input.ein,
      address: input.address === undefined ? before.address : input.address,
      waterloo_employees: input.waterlooEmployees ?? before.waterloo_employees,
      ...(renamed && before.is_verified
        ? { is_verified: false, name_review_requested_at: now }
        : {}),
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A new company set up by its employer: unverified until an admin verifies it. Undefined when the
 * account has one already (one company per account; the unique index settles a double submit).
 */
export function insertEmployer(db: Queryable, userId: number, input: EmployerSetupInput) {
  return db
    .insertInto('employers')
    .values({
      user_id: userId,
      company_name: input.companyName,
      ein: input.ein ?? null,
      address: input.address,
      waterloo_employees: input.waterlooEmployees,
      industry: input.industry,
      website: input.website ?? null,
      description: input.description ?? null,
      is_verified: false,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** An admin verifies a company waiting for it (new, or renamed since): undefined when none waits. */
export function verifyEmployer(db: Queryable, employerId: number) {
  return db
    .updateTable('employers')
    .set({ is_verified: true, name_review_requested_at: null })
    .where('id', '=', employerId)
    .where('is_verified', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** An admin approves a renamed company's new name: the badge comes back. */
export function approveEmployerName(db: Queryable, employerId: number) {
  return db
    .updateTable('employers')
    .set({ is_verified: true, name_review_requested_at: null })
    .where('id', '=', employerId)
    .where('name_review_requested_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** Every company, by current name, for a consent's or a disclosure's list of employers. */
export function listEmployerOptions(db: Queryable) {
  return db
    .selectFrom('employers')
    .select(['id', 'company_name', 'is_verified'])
    .orderBy('company_name')
    .orderBy('id')
    .execute();
}

/**
 * Every company for Admin › Employers: renamed ones waiting for review first, then new ones waiting
 * for verification, then by name.
 */
export function listEmployersForReview(db: Queryable) {
  return db
    .selectFrom('employers')
    .selectAll()
    .orderBy('name_review_requested_at', (order) => order.desc().nullsLast())
    .orderBy('is_verified')
    .orderBy('company_name')
    .orderBy('id')
    .execute();
}

/** The e-mail address and name of a user (an employer's account, to tell them of a decision). */
export function findUserContact(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'full_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
