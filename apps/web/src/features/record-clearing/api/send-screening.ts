import type { ScreeningReferralInput, SubmissionReceipt } from '@pathways/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/record-clearing-screenings: the one request the public screener ever makes, on demand. */
export function useSendScreening() {
  return useMutation({
    mutationFn: (referral: ScreeningReferralInput): Promise<SubmissionReceipt> =>
      callApi('POST /api/record-clearing-screenings', { body: referral }),
  });
}
