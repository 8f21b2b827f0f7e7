import { useMutation } from '@tanstack/react-query';
import type { ContactSubmission, SubmissionReceipt } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** POST /api/contact: name, email, phone (null when empty), subject, message — never the consent box. */
export function submitContact(message: ContactSubmission): Promise<SubmissionReceipt> {
  return callApi('POST /api/contact', { body: message });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
