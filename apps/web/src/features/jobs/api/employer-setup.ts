import type { EmployerProfile, JobInput } from '@pathways/schemas';
import {
  useContractMutation,
  useContractQuery,
  type BodyOf,
  type Invalidation,
} from '@/lib/contract-query';

/**
 * An employer's company set-up and a posting's edit and delete (issues 29 and 32 D6), and the
 * admin's verification of a company. Each reloads what the company's and the board's pages show.
 */
const COMPANY_ROUTES: readonly Invalidation[] = [
  'GET /api/employer/company',
  'GET /api/employer/profile',
  'GET /api/employer/jobs',
  'GET /api/admin/employers',
  'GET /api/admin/jobs',
  'GET /api/employers/options',
  'GET /api/dashboard/employer',
  'GET /api/jobs',
];

export const useEmployerCompany = () => useContractQuery('GET /api/employer/company');

export const useCreateCompany = () =>
  useContractMutation('POST /api/employer/company', {
    input: (body: BodyOf<'POST /api/employer/company'>) => ({ body }),
    invalidates: COMPANY_ROUTES,
  });

export const useUpdateJob = (id: number) =>
  useContractMutation('PUT /api/employer/jobs/:id', {
    input: (body: JobInput) => ({ params: { id }, body }),
    invalidates: COMPANY_ROUTES,
  });

/**
 * The confirmation goes in the mutation's own `onSuccess`, not the call's: the deleted posting's
 * row (and the verified company's) leaves the list before a call's callback could run.
 */
export const useDeleteJob = ({ onDeleted }: { onDeleted: () => void }) =>
  useContractMutation('DELETE /api/employer/jobs/:id', {
    input: (id: number) => ({ params: { id } }),
    invalidates: COMPANY_ROUTES,
    onSuccess: onDeleted,
  });

export const useVerifyEmployer = ({
  onVerified,
}: {
  onVerified: (company: EmployerProfile) => void;
}) =>
  useContractMutation('POST /api/admin/employers/:id/verify', {
    input: (id: number) => ({ params: { id } }),
    invalidates: COMPANY_ROUTES,
    onSuccess: onVerified,
  });
