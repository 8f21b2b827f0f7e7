import { useMutation } from '@tanstack/react-query';
import type { EmployerPartnershipInput, SubmissionReceipt } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type EmployerPartnershipSubmission = EmployerPartnershipInput;

/** POST /api/employer-partnership with the whole validated form. */
export function submitEmployerPartnership(
  form: EmployerPartnershipSubmission,
): Promise<SubmissionReceipt> {
  return callApi('POST /api/employer-partnership', { body: form });
}

export function useSubmitEmployerPartnership() {
  return useMutation({ mutationFn: submitEmployerPartnership });
}
