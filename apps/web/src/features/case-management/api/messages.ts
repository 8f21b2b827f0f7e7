import { useContractMutation, useContractQuery, type Invalidation } from '@/lib/contract-query';

/**
 * The message threads (issue 13). Sending or reading a message refreshes the threads, the caseload's
 * unread badges and the sidebar's count together.
 */
const MESSAGE_ROUTES: readonly Invalidation[] = [
  'GET /api/clients/:id/messages',
  'GET /api/my/messages',
  'GET /api/messages/unread',
  'GET /api/my/messages/unread',
  'GET /api/clients',
  'GET /api/clients/:id',
];

export const useClientMessages = (id: number) =>
  useContractQuery('GET /api/clients/:id/messages', { params: { id } });

export const useMyMessages = () => useContractQuery('GET /api/my/messages');

export const useSendClientMessage = (id: number) =>
  useContractMutation('POST /api/clients/:id/messages', {
    input: (body: string) => ({ params: { id }, body: { body } }),
    invalidates: MESSAGE_ROUTES,
  });

export const useMarkClientMessagesRead = (id: number) =>
  useContractMutation('POST /api/clients/:id/messages/read', {
    input: (_none: void) => ({ params: { id } }),
    invalidates: MESSAGE_ROUTES,
  });

export const useSendMyMessage = () =>
  useContractMutation('POST /api/my/messages', {
    input: (body: string) => ({ body: { body } }),
    invalidates: MESSAGE_ROUTES,
  });

export const useMarkMyMessagesRead = () =>
  useContractMutation('POST /api/my/messages/read', { invalidates: MESSAGE_ROUTES });
