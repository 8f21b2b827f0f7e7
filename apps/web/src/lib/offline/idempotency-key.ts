/**
 * The `Idempotency-Key` of one submission (issue 28): made once when the person presses Send and
 * reused for every retry of that submission, so the API stores it once however often it arrives.
 */
const KEY_BYTES = 16;
const HEX = 16;

export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues works on a plain-http intranet address too.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(HEX).padStart(2, '0')).join('');
}

/** Keys given to request bodies by the form that built them, read by the API client as it sends. */
const keysOfBodies = new WeakMap<object, string>();

/** Gives `body` the key every send of it carries. */
export function tagWithIdempotencyKey<T>(body: T, key: string): T {
  if (typeof body === 'object' && body !== null) keysOfBodies.set(body, key);
  return body;
}

export function idempotencyKeyOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null ? keysOfBodies.get(body) : undefined;
}

/** fetch rejects with a TypeError when the request never got an answer (no signal, dropped). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
