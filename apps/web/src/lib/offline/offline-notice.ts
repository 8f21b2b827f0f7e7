import { localeOfPath } from '@/config/locales';
import { PAGES_CACHE, SAVED_AT_HEADER } from '@/service-worker/cache-rules';
import { fill, offlineTextFor, savedDate } from './offline-text';
import { forgetOutboxWaiting } from './outbox-mark';
import { sendQueued } from './outbox';

const NOTICE_ID = 'offline-notice';

/** The line at the bottom of the screen, a polite live region so screen readers hear it. */
function noticeRegion(): HTMLElement {
  const existing = document.getElementById(NOTICE_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = NOTICE_ID;
  region.setAttribute('role', 'status');
  region.className =
    'pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-2 empty:hidden';
  document.body.append(region);
  return region;
}

function say(text: string | undefined): void {
  const region = noticeRegion();
  region.replaceChildren();
  if (!text) return;
  const line = document.createElement('p');
  line.className = 'rounded-md bg-slate-900 px-4 py-2 text-sm text-white shadow-lg';
  line.textContent = text;
  // Filled a moment after the region exists, so the change is announced.
  requestAnimationFrame(() => region.append(line));
}

/** When the copy of this page the phone shows was saved, if it came from the cache. */
async function savedAt(): Promise<number | undefined> {
  if (!('caches' in window)) return undefined;
  const cache = await caches.open(PAGES_CACHE);
  const copy = await cache.match(window.location.pathname, { ignoreSearch: true });
  const stamp = copy?.headers.get(SAVED_AT_HEADER) ?? copy?.headers.get('Date');
  const time = stamp ? Date.parse(stamp) : NaN;
  return Number.isNaN(time) ? undefined : time;
}

async function showConnectionState(): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  const text = offlineTextFor(locale);
  if (navigator.onLine) {
    say(undefined);
    return;
  }
  const time = await savedAt().catch(() => undefined);
  say(
    time === undefined
      ? text.offlinePageUndated
      : fill(text.offlinePage, { date: savedDate(locale, time) }),
  );
}

/** After a round of sending: the mark stays only while something still waits. */
async function noteOutboxEmptied(): Promise<void> {
  const { queuedSubmissions } = await import('./outbox');
  if ((await queuedSubmissions(Date.now())).length === 0) forgetOutboxWaiting();
}

/** Sends what waits in the outbox; a form sent from an earlier visit shows its reference here. */
async function sendWaitingForms(): Promise<void> {
  if (!navigator.onLine) return;
  const locale = localeOfPath(window.location.pathname);
  const results = await sendQueued(Date.now());
  for (const { outcome } of results) {
    if (outcome.kind === 'sent')
      say(fill(offlineTextFor(locale).sentLater, { reference: outcome.reference }));
  }
}

/** The offline line now; forms waiting in the outbox sent now if there is a signal. */
export function showStateAndSendWaiting(): void {
  void showConnectionState();
  void sendWaitingForms()
    .then(noteOutboxEmptied)
    .catch(() => undefined);
}
