import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_LIFETIME_MS, loadDraft, saveDraft } from './drafts';

/**
 * idb-keyval over an in-memory map: the test reads what a draft leaves "on the phone" without a
 * browser. The time is always given, never read from the clock.
 */
const phone = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'drafts-store',
  get: (key: IDBValidKey) => Promise.resolve(phone.get(key)),
  set: (key: IDBValidKey, value: unknown) => Promise.resolve(void phone.set(key, value)),
  del: (key: IDBValidKey) => Promise.resolve(void phone.delete(key)),
}));

const SAVED_AT = Date.UTC(2026, 2, 18, 12, 30);
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

beforeEach(() => phone.clear());

describe('a draft kept on the phone', () => {
  it('lives seven days', () => {
    expect(DRAFT_LIFETIME_MS).toBe(7 * DAY_MS);
  });

  it('is restored at 6 days 23 hours, with when it was saved', async () => {
    await saveDraft('contact', { name: 'Casey Draft' }, false, SAVED_AT);
    const draft = await loadDraft('contact', SAVED_AT + 6 * DAY_MS + 23 * HOUR_MS);
    expect(draft).toEqual({ savedAt: SAVED_AT, values: { name: 'Casey Draft' }, ownPhone: false });
  });

  it('is restored at exactly 7 days', async () => {
    await saveDraft('contact', { name: 'Casey Draft' }, false, SAVED_AT);
    expect(await loadDraft('contact', SAVED_AT + 7 * DAY_MS)).toBeDefined();
  });

  it('is not restored 7 days and 1 ms after it was saved, and is deleted from the phone', async () => {
    await saveDraft('contact', { name: 'Casey Draft' }, false, SAVED_AT);
    expect(await loadDraft('contact', SAVED_AT + 7 * DAY_MS + 1)).toBeUndefined();
    expect(phone.has('contact')).toBe(false);
    // Deleted, not just hidden: a clock set back does not bring it back.
    expect(await loadDraft('contact', SAVED_AT)).toBeUndefined();
  });

  it('takes its age from the last save, not the first', async () => {
    await saveDraft('contact', { name: 'Casey' }, false, SAVED_AT);
    await saveDraft('contact', { name: 'Casey Draft' }, false, SAVED_AT + 5 * DAY_MS);
    const draft = await loadDraft('contact', SAVED_AT + 10 * DAY_MS);
    expect(draft?.values).toEqual({ name: 'Casey Draft' });
  });

  it('keeps no private intake answer unless the phone is the person’s own', async () => {
    const answers = {
      firstName: 'Dana',
      dateOfBirth: '1990-04-12',
      criminalHistory: true,
      criminalDetails: 'One conviction in 2015.',
    };
    await saveDraft('clientIntake', answers, false, SAVED_AT);
    expect(JSON.stringify(phone.get('clientIntake'))).not.toMatch(/1990|2015|criminal/);
    await saveDraft('clientIntake', answers, true, SAVED_AT);
    expect((await loadDraft('clientIntake', SAVED_AT))?.values).toEqual(answers);
  });

  it('never keeps an answer holding a card number, even on the person’s own phone', async () => {
    const pledge = { name: 'Ana Giver', message: 'My card: 4111 1111 1111 1111' };
    await saveDraft('donation', pledge, true, SAVED_AT);
    expect((await loadDraft('donation', SAVED_AT))?.values).toEqual({ name: 'Ana Giver' });
    expect(JSON.stringify(phone.get('donation'))).not.toContain('4111');
  });

  it('is gone once cleared', async () => {
    await saveDraft('donation', { name: 'Ana Giver', amount: '100' }, false, SAVED_AT);
    await clearDraft('donation');
    expect(await loadDraft('donation', SAVED_AT)).toBeUndefined();
  });
});
