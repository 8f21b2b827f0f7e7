import { useMutation } from '@tanstack/react-query';
import type { VolunteerApplicationInput } from '@pathways/schemas';
import { api } from '@/lib/api-client';
import type { SubmissionReceipt } from './submission-receipt';

export type VolunteerApplicationSubmission = VolunteerApplicationInput;

/** POST /api/volunteer-application with the whole validated form. */
export function submitVolunteerApplication(
  form: VolunteerApplicationSubmission,
): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>('/api/volunteer-application', form);
}

export function useSubmitVolunteerApplication() {
  return useMutation({ mutationFn: submitVolunteerApplication });
}
