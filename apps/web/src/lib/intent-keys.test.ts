import { describe, expect, it } from 'vitest';
import { createIntentKeys } from './intent-keys';

/** A request the test answers by hand, recording the key it was sent with. */
function manualRequests() {
  const sent: { key: string; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const request = (key: string) =>
    new Promise<string>((resolve, reject) => {
      sent.push({ key, answer: resolve, fail: reject });
    });
  return { sent, request };
}

describe('one Idempotency-Key per user intent (issue 32 D2)', () => {
  it('sends a double submit once and gives both the one answer', async () => {
    const intents = createIntentKeys();
    const { sent, request } = manualRequests();
    const first = intents.send({ body: 'Called' }, request);
    const second = intents.send({ body: 'Called' }, request);
    expect(sent).toHaveLength(1);
    sent[0]?.answer('note 1');
    await expect(first).resolves.toBe('note 1');
    await expect(second).resolves.toBe('note 1');
  });

  it('retries a failed submit with the same key, and uses a new key after a success', async () => {
    const intents = createIntentKeys();
    const { sent, request } = manualRequests();
    const failed = intents.send({ body: 'Called' }, request);
    sent[0]?.fail(new TypeError('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retried = intents.send({ body: 'Called' }, request);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    sent[1]?.answer('note 1');
    await retried;
    const next = intents.send({ body: 'Called' }, request);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    sent[2]?.answer('note 2');
    await expect(next).resolves.toBe('note 2');
  });

  it('gives another input its own key, sent at once', () => {
    const intents = createIntentKeys();
    const { sent, request } = manualRequests();
    void intents.send({ body: 'Called' }, request);
    void intents.send({ body: 'Texted' }, request);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});
