import { useMutation } from '@tanstack/react-query';
import type { ClientIntakeInput } from '@pathways/schemas';
import { api } from '@/lib/api-client';
import type { SubmissionReceipt } from './submission-receipt';

export type ClientIntakeSubmission = ClientIntakeInput;

/** POST /api/client-intake with the whole validated form. */
export function submitClientIntake(form: ClientIntakeSubmission): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>('/api/client-intake', form);
}

export function useSubmitClientIntake() {
  return useMutation({ mutationFn: submitClientIntake });
}
