import { createStore, del, entries, set } from 'idb-keyval';
import type { OfflineFormName } from './sensitive-fields';
import { DRAFT_LIFETIME_MS } from './drafts';
import { markOutboxWaiting } from './outbox-mark';

/**
 * Submissions made without a signal (issue 28), kept on the phone until the API has them. Only
 * submissions that hold no private answer, or whose sender ticked "This is my own phone", are
 * written to IndexedDB; the others stay in the page's memory (use-offline-submission.ts). This
 * module runs in the page and in the service worker (Background Sync): it uses no `window`.
 */
const DATABASE = 'pathways-outbox';
const STORE = 'submissions';
export const OUTBOX_SYNC_TAG = 'pathways-outbox';
const CONFLICT = 409;
const TOO_MANY_REQUESTS = 429;
const SERVER_ERROR_MIN = 500;

export interface QueuedSubmission {
  /** The Idempotency-Key: every try of this submission sends it. */
  key: string;
  form: OfflineFormName;
  url: string;
  body: unknown;
  language: string;
  queuedAt: number;
}

export type SendOutcome =
  | { kind: 'sent'; reference: string }
  /** No answer, or one that says to try later: kept for the next try. */
  | { kind: 'waiting' }
  /** The API refused it (it will not pass as it is): dropped; the draft stays on the form. */
  | { kind: 'refused'; status: number };

let store: ReturnType<typeof createStore> | undefined;
function outboxStore() {
  store ??= createStore(DATABASE, STORE);
  return store;
}

export async function keepInOutbox(submission: QueuedSubmission): Promise<void> {
  await set(submission.key, submission, outboxStore());
  if (typeof localStorage !== 'undefined') markOutboxWaiting();
}

export async function dropFromOutbox(key: string): Promise<void> {
  await del(key, outboxStore());
}

/** What waits to be sent; anything older than a week is forgotten like a draft. */
export async function queuedSubmissions(now: number): Promise<QueuedSubmission[]> {
  const waiting: QueuedSubmission[] = [];
  for (const [key, submission] of await entries<IDBValidKey, QueuedSubmission>(outboxStore())) {
    if (now - submission.queuedAt > DRAFT_LIFETIME_MS) await del(key, outboxStore());
    else waiting.push(submission);
  }
  return waiting;
}

/** A repeat that found the first try of its key still running waits this long, this many times. */
const IN_FLIGHT_WAIT_MS = 1000;
const IN_FLIGHT_TRIES = 3;

/** One try: POSTs the submission with its key (the page and the worker may both try at once). */
export async function sendSubmission(submission: QueuedSubmission): Promise<SendOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await sendOnce(submission);
    if (outcome.kind !== 'in-flight') return outcome;
    if (attempt === IN_FLIGHT_TRIES) return { kind: 'waiting' };
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS));
  }
}

async function sendOnce(
  submission: QueuedSubmission,
): Promise<SendOutcome | { kind: 'in-flight' }> {
  let response: Response;
  try {
    response = await fetch(submission.url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Content-Language': submission.language,
        'Idempotency-Key': submission.key,
      },
      body: JSON.stringify(submission.body),
    });
  } catch {
    return { kind: 'waiting' };
  }
  const { status } = response;
  if (response.ok) {
    const receipt = (await response.json()) as { reference?: unknown };
    return {
      kind: 'sent',
      reference: typeof receipt.reference === 'string' ? receipt.reference : '',
    };
  }
  if (status === CONFLICT) return { kind: 'in-flight' };
  if (status === TOO_MANY_REQUESTS || status >= SERVER_ERROR_MIN) return { kind: 'waiting' };
  return { kind: 'refused', status };
}

/** Tries every queued submission once; what was sent or refused leaves the outbox. */
export async function sendQueued(
  now: number,
): Promise<{ submission: QueuedSubmission; outcome: SendOutcome }[]> {
  const results = [];
  for (const submission of await queuedSubmissions(now)) {
    const outcome = await sendSubmission(submission);
    if (outcome.kind !== 'waiting') await dropFromOutbox(submission.key);
    results.push({ submission, outcome });
  }
  return results;
}
