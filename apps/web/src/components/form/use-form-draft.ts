import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from '@/lib/offline/drafts';
import { withoutSensitive, type OfflineFormName } from '@/lib/offline/sensitive-fields';

/** Typing is saved this long after the last key, not on every key. */
const SAVE_DELAY_MS = 400;

/**
 * Keeps what a public form holds on the phone (issue 28): restored after a reload or a closed tab
 * with a notice and "Clear this form", forgotten on a successful send or after 7 days. Private
 * answers are kept only while `ownPhone` is ticked; unticking it removes them from the phone.
 */
export function useFormDraft<I extends FieldValues>(
  formName: OfflineFormName | undefined,
  form: UseFormReturn<I, unknown, unknown>,
  defaultValues: I,
) {
  const [ownPhone, setOwnPhoneState] = useState(false);
  /** When the restored draft was saved; undefined when the form started empty. */
  const [restoredAt, setRestoredAt] = useState<number>();
  const loaded = useRef(false);
  const ownPhoneRef = useRef(false);
  const defaultsRef = useRef(defaultValues);

  const persist = useCallback(
    async (values: Record<string, unknown>) => {
      if (!formName) return;
      const kept = ownPhoneRef.current ? values : withoutSensitive(values, formName);
      const untouched = Object.entries(kept).every(
        ([field, value]) =>
          JSON.stringify(value) === JSON.stringify(defaultsRef.current[field as keyof I]),
      );
      if (untouched) await clearDraft(formName);
      else await saveDraft(formName, values, ownPhoneRef.current, Date.now());
    },
    [formName],
  );

  useEffect(() => {
    if (!formName) return;
    let cancelled = false;
    void loadDraft(formName, Date.now())
      .then((draft) => {
        if (cancelled || !draft) return;
        form.reset({ ...defaultsRef.current, ...draft.values });
        ownPhoneRef.current = draft.ownPhone;
        setOwnPhoneState(draft.ownPhone);
        setRestoredAt(draft.savedAt);
      })
      // No IndexedDB (a private window in some browsers): the form works, without drafts.
      .catch(() => undefined)
      .finally(() => {
        loaded.current = true;
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsaved: Record<string, unknown> | undefined;
    const saveNow = () => {
      clearTimeout(timer);
      if (unsaved) void persist(unsaved).catch(() => undefined);
      unsaved = undefined;
    };
    const subscription = form.watch((values) => {
      if (!loaded.current) return;
      unsaved = values;
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_DELAY_MS);
    });
    // The tab closed or hidden (another app, the screen locked) within the delay: save what was typed.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saveNow);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saveNow);
    };
  }, [formName, form, persist]);

  const setOwnPhone = (value: boolean) => {
    ownPhoneRef.current = value;
    setOwnPhoneState(value);
    void persist(form.getValues()).catch(() => undefined);
  };

  const clear = () => {
    if (!formName) return;
    void clearDraft(formName).catch(() => undefined);
    form.reset(defaultsRef.current);
    ownPhoneRef.current = false;
    setOwnPhoneState(false);
    setRestoredAt(undefined);
  };

  /** The form was sent: nothing of it stays on the phone. */
  const forget = useCallback(() => {
    if (formName) void clearDraft(formName).catch(() => undefined);
    setRestoredAt(undefined);
  }, [formName]);

  return { ownPhone, setOwnPhone, restoredAt, clear, forget };
}
