import { useContractMutation, useContractQuery, type BodyOf } from '@/lib/contract-query';

/** GET /api/my/mail-settings: the language of my e-mail, and my appointment reminders. */
export const useMyMailSettings = () => useContractQuery('GET /api/my/mail-settings');

/** PUT /api/my/mail-settings. */
export const useSaveMyMailSettings = () =>
  useContractMutation('PUT /api/my/mail-settings', {
    input: (body: BodyOf<'PUT /api/my/mail-settings'>) => ({ body }),
    invalidates: ['GET /api/my/mail-settings'],
  });
