import type { ClientDocument, FieldErrors } from '@pathways/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, newIdempotencyKey } from '@/lib/api-client';
import { contractQueryKey, useContractMutation, useContractQuery } from '@/lib/contract-query';

/** Whose documents a section shows: the signed-in client's own (null), or a client staff opened. */
export type DocumentsOwner = number | null;

const listKey = (owner: DocumentsOwner) =>
  owner === null
    ? contractQueryKey('GET /api/my/documents')
    : contractQueryKey('GET /api/clients/:id/documents', { params: { id: owner } });

export const useDocuments = (owner: DocumentsOwner) => {
  const own = useContractQuery('GET /api/my/documents', undefined, { enabled: owner === null });
  const client = useContractQuery(
    'GET /api/clients/:id/documents',
    { params: { id: owner ?? 0 } },
    { enabled: owner !== null },
  );
  return owner === null ? own : client;
};

/** The client's consents as the case worker's record has them (for linking a signed form). */
export const useClientConsents = (owner: DocumentsOwner) =>
  useContractQuery(
    'GET /api/clients/:id',
    { params: { id: owner ?? 0 } },
    { enabled: owner !== null, select: (client) => client.consents },
  );

export interface UploadVariables {
  kind: string;
  consentId?: string | undefined;
  file: File;
}

interface ErrorBody {
  message?: unknown;
  fieldErrors?: FieldErrors;
}

/**
 * A file goes as multipart/form-data, which the JSON client does not send: the fields first, then
 * the file, so the server reads them before the bytes. Failures carry the API's field errors.
 */
async function uploadDocument(owner: DocumentsOwner, variables: UploadVariables) {
  const body = new FormData();
  body.append('kind', variables.kind);
  if (variables.consentId) body.append('consentId', variables.consentId);
  body.append('file', variables.file);
  const response = await fetch(
    owner === null ? '/api/my/documents' : `/api/clients/${owner}/documents`,
    {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Idempotency-Key': newIdempotencyKey() },
      body,
    },
  );
  if (response.ok) return (await response.json()) as ClientDocument;
  const error = (await response.json().catch(() => ({}))) as ErrorBody;
  throw new ApiError(
    response.status,
    typeof error.message === 'string' ? error.message : response.statusText,
    error.fieldErrors,
  );
}

export const useUploadDocument = (owner: DocumentsOwner) => {
  const queryClient = useQueryClient();
  return useMutation<ClientDocument, Error, UploadVariables>({
    mutationFn: (variables) => uploadDocument(owner, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(owner) }),
  });
};

export const useDeleteDocument = (owner: DocumentsOwner) => {
  const queryClient = useQueryClient();
  return useContractMutation('DELETE /api/documents/:documentId', {
    input: ({ id, reason }: { id: string; reason: string }) => ({
      params: { documentId: id },
      body: { reason },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(owner) }),
  });
};
