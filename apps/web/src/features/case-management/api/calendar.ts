import { useContractMutation, useContractQuery } from '@/lib/contract-query';

/** GET /api/my/calendar-feed: whether the signed-in person has a live calendar feed. */
export const useCalendarFeed = () => useContractQuery('GET /api/my/calendar-feed');

/** A new feed; its address comes back this once (any earlier address stops working). */
export const useCreateCalendarFeed = () =>
  useContractMutation('POST /api/my/calendar-feed', {
    input: (language: 'en' | 'es') => ({ body: { language } }),
    invalidates: ['GET /api/my/calendar-feed'],
  });

export const useRevokeCalendarFeed = () =>
  useContractMutation('POST /api/my/calendar-feed/revoke', {
    invalidates: ['GET /api/my/calendar-feed'],
  });
