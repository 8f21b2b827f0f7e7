import { useMutation } from '@tanstack/react-query';
import type { EmployerPartnershipInput } from '@pathways/schemas';
import { api } from '@/lib/api-client';
import type { SubmissionReceipt } from './submission-receipt';

export type EmployerPartnershipSubmission = EmployerPartnershipInput;

/** POST /api/employer-partnership with the whole validated form. */
export function submitEmployerPartnership(
  form: EmployerPartnershipSubmission,
): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>('/api/employer-partnership', form);
}

export function useSubmitEmployerPartnership() {
  return useMutation({ mutationFn: submitEmployerPartnership });
}
