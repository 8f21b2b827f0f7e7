import { newIdempotencyKey } from './offline/idempotency-key';

/**
 * The `Idempotency-Key`s of one action's submissions (issue 32 D2), by what is sent: the same input
 * keeps its key until it succeeds (a retry is the same intent), and while it is on its way a repeat
 * shares its answer instead of sending again. A changed input is a new intent with a new key.
 */
export function createIntentKeys() {
  const keys = new Map<string, string>();
  const sending = new Map<string, Promise<unknown>>();
  return {
    send<T>(input: unknown, request: (idempotencyKey: string) => Promise<T>): Promise<T> {
      const intent = JSON.stringify(input ?? null);
      const pending = sending.get(intent);
      if (pending) return pending as Promise<T>;
      const key = keys.get(intent) ?? newIdempotencyKey();
      keys.set(intent, key);
      const sent = request(key).then((answer) => {
        keys.delete(intent);
        return answer;
      });
      const settled = () => sending.delete(intent);
      sending.set(intent, sent);
      sent.then(settled, settled);
      return sent;
    },
  };
}
