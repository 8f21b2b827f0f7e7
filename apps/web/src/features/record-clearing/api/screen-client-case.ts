import type { CaseInput } from '@pathways/record-clearing';
import { contractQueryKey, useContractMutation } from '@/lib/contract-query';

/**
 * POST /api/clients/:id/record-screenings, then the client's record is read again, so the new
 * timeline entry and the follow-up task show at once. The record's query is named by its route
 * key (lib/contract-query.ts): a key written by hand would match no cached answer.
 */
export function useScreenClientCase(clientId: number) {
  return useContractMutation('POST /api/clients/:id/record-screenings', {
    input: (input: CaseInput) => ({ params: { id: clientId }, body: { case: input } }),
    invalidates: [contractQueryKey('GET /api/clients/:id', { params: { id: clientId } })],
  });
}
