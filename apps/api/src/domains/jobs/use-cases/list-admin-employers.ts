import type { EmployerProfile } from '@pathways/schemas';
import type { Queryable } from '../../../services/use-case-context.js';
import { listEmployersForReview, toEmployerProfile } from '../employers-repository.js';

/** Admin › Employers: every company, those whose new name waits for review first. */
export async function listAdminEmployers(db: Queryable): Promise<EmployerProfile[]> {
  return (await listEmployersForReview(db)).map(toEmployerProfile);
}
