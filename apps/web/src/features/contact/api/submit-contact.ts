import { useMutation } from '@tanstack/react-query';
import type { ContactSubmission } from '@pathways/schemas';
import { api } from '@/lib/api-client';
import type { SubmissionReceipt } from './submission-receipt';

/** POST /api/contact: name, email, phone (null when empty), subject, message — never the consent box. */
export function submitContact(message: ContactSubmission): Promise<SubmissionReceipt> {
  return api.post<SubmissionReceipt>('/api/contact', message);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
