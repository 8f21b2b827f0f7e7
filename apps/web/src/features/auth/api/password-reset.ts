import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** POST /api/password-reset/request: always the same answer, whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      callApi('POST /api/password-reset/request', { body: input }),
  });
}

/** POST /api/password-reset/verify: trades the link's token for an HttpOnly cookie, at once. */
export function useVerifyResetToken() {
  return useMutation({
    mutationFn: (token: string) => callApi('POST /api/password-reset/verify', { body: { token } }),
  });
}

/** POST /api/password-reset: the new password; the cookie says whose. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi('POST /api/password-reset', { body: input }),
  });
}
