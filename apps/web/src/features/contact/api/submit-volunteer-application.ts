import { useMutation } from '@tanstack/react-query';
import type { VolunteerApplicationInput, SubmissionReceipt } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type VolunteerApplicationSubmission = VolunteerApplicationInput;

/** POST /api/volunteer-application with the whole validated form. */
export function submitVolunteerApplication(
  form: VolunteerApplicationSubmission,
): Promise<SubmissionReceipt> {
  return callApi('POST /api/volunteer-application', { body: form });
}

export function useSubmitVolunteerApplication() {
  return useMutation({ mutationFn: submitVolunteerApplication });
}
