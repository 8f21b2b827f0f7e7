import { useMutation } from '@tanstack/react-query';
import type { DonationInput, SubmissionReceipt } from '@pathways/schemas';
import { atLeast } from '@/lib/at-least';
import { callApi } from '@/lib/api-client';

/** Spec §9: "Processing..." lasts 2 seconds (at least). */
export const DONATION_PROCESSING_MS = 2000;

/** POST /api/donations: the gift is stored as a pledge (no payment is taken), answered with a reference. */
export function submitDonation(form: DonationInput): Promise<SubmissionReceipt> {
  return atLeast(DONATION_PROCESSING_MS, callApi('POST /api/donations', { body: form }));
}

export function useSubmitDonation() {
  return useMutation({ mutationFn: submitDonation });
}
