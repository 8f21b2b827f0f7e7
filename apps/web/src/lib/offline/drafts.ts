import { createStore, del, get, set } from 'idb-keyval';
import { withoutCardNumbers } from './card-numbers';
import { withoutSensitive, type OfflineFormName } from './sensitive-fields';

/** A draft left longer than this is forgotten: a shared phone should not keep answers for long. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const DATABASE = 'pathways-drafts';
const STORE = 'drafts';

export interface Draft {
  /** Epoch ms of the last keystroke saved. */
  savedAt: number;
  values: Record<string, unknown>;
  /** The person ticked "This is my own phone": private answers are kept too. */
  ownPhone: boolean;
}

let store: ReturnType<typeof createStore> | undefined;
/** Opened on first use: a page without a form never touches IndexedDB. */
function draftStore() {
  store ??= createStore(DATABASE, STORE);
  return store;
}

/**
 * Saves what was typed; private answers only when the person said the phone is their own, and an
 * answer holding a card number never.
 */
export async function saveDraft(
  form: OfflineFormName,
  values: Record<string, unknown>,
  ownPhone: boolean,
  now: number,
): Promise<void> {
  const kept = withoutCardNumbers(ownPhone ? values : withoutSensitive(values, form));
  await set(form, { savedAt: now, values: kept, ownPhone } satisfies Draft, draftStore());
}

/** The form's draft, unless it has expired (it is then deleted). */
export async function loadDraft(form: OfflineFormName, now: number): Promise<Draft | undefined> {
  const draft = await get<Draft>(form, draftStore());
  if (!draft) return undefined;
  if (now - draft.savedAt > DRAFT_LIFETIME_MS) {
    await clearDraft(form);
    return undefined;
  }
  return draft;
}

export async function clearDraft(form: OfflineFormName): Promise<void> {
  await del(form, draftStore());
}
