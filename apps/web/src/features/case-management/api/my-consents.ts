import { useContractMutation, useContractQuery, type BodyOf } from '@/lib/contract-query';

/** GET /api/consent-texts: every version of the consent texts, as clients are shown them. */
export const useConsentTexts = () => useContractQuery('GET /api/consent-texts');

/** The client gives consent to share with one employer, chosen from the list by id. */
export const useGiveConsent = () =>
  useContractMutation('POST /api/my/consents', {
    input: (body: BodyOf<'POST /api/my/consents'>) => ({ body }),
    invalidates: ['GET /api/my/case'],
  });
