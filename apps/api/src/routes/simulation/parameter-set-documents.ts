import { createHash } from 'node:crypto';
import { describeParameterSet, parameterSets } from '@pathways/sim-core';

export interface ParameterSetDocumentBody {
  readonly version: number;
  /** The JSON answer, serialized once. */
  readonly body: string;
  /** Strong: the same bytes for the same id and version, on every server. */
  readonly etag: string;
}

const ETAG_HASH_LENGTH = 16;

/**
 * Every built-in parameter set's audit document, serialized once at start-up with its strong ETag.
 *
 * @example
 * createParameterSetDocuments().get('conservative')?.etag; // '"conservative-2-3f1c…"'
 */
export function createParameterSetDocuments(): ReadonlyMap<string, ParameterSetDocumentBody> {
  const documents = new Map<string, ParameterSetDocumentBody>();
  for (const set of Object.values(parameterSets)) {
    const document = describeParameterSet(set);
    const body = JSON.stringify(document);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, ETAG_HASH_LENGTH);
    documents.set(set.id, {
      version: document.version,
      body,
      etag: `"${set.id}-${document.version}-${hash}"`,
    });
  }
  return documents;
}
