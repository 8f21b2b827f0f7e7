import type { EmployerOption } from '@pathways/schemas';
import type { Queryable } from '../../../services/use-case-context.js';
import { listEmployerOptions as listRows } from '../employers-repository.js';

/** Every company by id and current name: a consent or a disclosure picks its employer from these. */
export async function listEmployerOptions(db: Queryable): Promise<EmployerOption[]> {
  const rows = await listRows(db);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    isVerified: row.is_verified,
  }));
}
