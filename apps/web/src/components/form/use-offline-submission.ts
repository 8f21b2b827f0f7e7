import { useEffect, useState } from 'react';
import type { Locale } from '@pathways/content';
import {
  dropFromOutbox,
  keepInOutbox,
  OUTBOX_SYNC_TAG,
  sendSubmission,
  type QueuedSubmission,
} from '@/lib/offline/outbox';
import { answersHoldCardNumber } from '@/lib/offline/card-numbers';
import { hasSensitiveAnswers, type OfflineFormName } from '@/lib/offline/sensitive-fields';

/** While a submission waits with the phone apparently online (a dropped request), it is tried this often. */
const RETRY_EVERY_MS = 30_000;

export interface OfflineOptions {
  /** Which public form (its draft and the private answers it holds). */
  form: OfflineFormName;
  /** Where it is posted, e.g. '/api/contact'. */
  url: string;
}

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
interface SyncManager {
  register(tag: string): Promise<void>;
}
function isSyncManager(value: unknown): value is SyncManager {
  return typeof value === 'object' && value !== null && 'register' in value;
}

/** Background Sync where the browser has it: the service worker sends the outbox even if the tab closes. */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync: unknown = registration ? Reflect.get(registration, 'sync') : undefined;
  if (isSyncManager(sync)) await sync.register(OUTBOX_SYNC_TAG);
}

/**
 * A submission that could not reach the API (issue 28): kept on the phone (IndexedDB, unless it
 * holds private answers the person did not agree to keep, or a card number: it then stays in this
 * page's memory only) and sent with the same Idempotency-Key when the signal comes back. `onSent` gets the receipt.
 */
export function useOfflineSubmission(
  options: OfflineOptions | undefined,
  locale: Locale,
  ownPhone: boolean,
  onSent: (reference: string) => void,
  onRefused: () => void,
) {
  const [queued, setQueued] = useState<QueuedSubmission>();
  const [inMemoryOnly, setInMemoryOnly] = useState(false);

  const queue = (request: object, key: string) => {
    if (!options) return;
    const submission: QueuedSubmission = {
      key,
      form: options.form,
      url: options.url,
      body: request,
      language: locale,
      queuedAt: Date.now(),
    };
    const keepOnPhone =
      (ownPhone || !hasSensitiveAnswers(request, options.form)) && !answersHoldCardNumber(request);
    setInMemoryOnly(!keepOnPhone);
    setQueued(submission);
    if (keepOnPhone) {
      void keepInOutbox(submission)
        .then(askForBackgroundSync)
        .catch(() => undefined);
    }
  };

  useEffect(() => {
    if (!queued) return;
    let busy = false;
    const trySend = async () => {
      if (busy) return;
      busy = true;
      const outcome = await sendSubmission(queued);
      busy = false;
      if (outcome.kind === 'waiting') return;
      void dropFromOutbox(queued.key).catch(() => undefined);
      setQueued(undefined);
      if (outcome.kind === 'sent') onSent(outcome.reference);
      else onRefused();
    };
    const onOnline = () => void trySend();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (navigator.onLine) void trySend();
    }, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [queued, onSent, onRefused]);

  return { enabled: options !== undefined, queue, queued: queued !== undefined, inMemoryOnly };
}
