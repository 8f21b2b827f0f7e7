import { CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Locale } from '@pathways/content';
import { Button } from '@/components/ui/button';
import { fill, offlineTextFor, savedDate } from '@/lib/offline/offline-text';
import { sensitiveFieldsOf, type OfflineFormName } from '@/lib/offline/sensitive-fields';
import { Checkbox } from './checkbox';

export interface OfflineNoticesProps {
  form: OfflineFormName;
  locale: Locale;
  restoredAt: number | undefined;
  clear: () => void;
  ownPhone: boolean;
  setOwnPhone: (ownPhone: boolean) => void;
  queued: boolean;
  inMemoryOnly: boolean;
  disabled: boolean;
}

/**
 * Above a public form (issue 28): the "my own phone" box where the form asks private answers, a
 * live region saying a draft was restored (with "Clear this form") or that the submission waits
 * on the phone for a signal. The region is always in the page, so what appears in it is read out.
 */
export function OfflineNotices(props: OfflineNoticesProps) {
  const text = offlineTextFor(props.locale);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const privateFields = sensitiveFieldsOf(props.form).length > 0;
  useEffect(() => {
    if (props.queued) savedRef.current?.focus();
  }, [props.queued]);
  const fieldNames =
    props.form === 'clientIntake' || props.form === 'volunteerApplication'
      ? text.sensitiveFieldNames[props.form]
      : '';
  return (
    <div className="grid gap-4">
      <div role="status" className="grid gap-3 empty:hidden" data-testid="offline-notices">
        {props.queued ? (
          <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
            <p
              ref={savedRef}
              tabIndex={-1}
              className="flex items-start gap-2 font-semibold outline-none"
            >
              <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {text.savedOffline}
            </p>
            {props.inMemoryOnly ? <p>{text.privateAnswersInMemory}</p> : null}
          </div>
        ) : props.restoredAt !== undefined ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 bg-brand-50 p-4 text-slate-900">
            <p>{fill(text.draftRestored, { date: savedDate(props.locale, props.restoredAt) })}</p>
            <Button type="button" variant="secondary" size="sm" onClick={props.clear}>
              {text.clearForm}
            </Button>
          </div>
        ) : null}
      </div>
      {privateFields ? (
        <Checkbox
          id={`${props.form}-own-phone`}
          label={text.ownPhoneLabel}
          hint={fill(text.ownPhoneHint, { fields: fieldNames })}
          checked={props.ownPhone}
          onCheckedChange={props.setOwnPhone}
          disabled={props.disabled}
        />
      ) : null}
    </div>
  );
}
