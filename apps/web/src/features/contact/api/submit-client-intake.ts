import { useMutation } from '@tanstack/react-query';
import type { ClientIntakeInput, SubmissionReceipt } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type ClientIntakeSubmission = ClientIntakeInput;

/** POST /api/client-intake with the whole validated form. */
export function submitClientIntake(form: ClientIntakeSubmission): Promise<SubmissionReceipt> {
  return callApi('POST /api/client-intake', { body: form });
}

export function useSubmitClientIntake() {
  return useMutation({ mutationFn: submitClientIntake });
}
