import { useMutation } from '@tanstack/react-query';
import type { EmployerOnboardingInput, SubmissionReceipt } from '@pathways/schemas';
import { atLeast } from '@/lib/at-least';
import { callApi } from '@/lib/api-client';

/** Spec §9: the onboarding form shows "Submitting..." for 1.5 seconds (at least). */
export const ONBOARDING_SUBMIT_MS = 1500;

/** POST /api/employer-onboarding: stored, answered with a reference. */
export function submitEmployerOnboarding(
  form: EmployerOnboardingInput,
): Promise<SubmissionReceipt> {
  return atLeast(ONBOARDING_SUBMIT_MS, callApi('POST /api/employer-onboarding', { body: form }));
}

export function useSubmitEmployerOnboarding() {
  return useMutation({ mutationFn: submitEmployerOnboarding });
}
