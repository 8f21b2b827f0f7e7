import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, fieldClass } from './parts';

/**
 * Opens sealed answers (criminal history, recovery, date of birth) on purpose: the person says why
 * when the rules ask for a reason (an admin outside the caseload), and the server writes the read
 * to the access log. Nothing opens by itself.
 */
export function RevealPanel({
  hint,
  buttonLabel,
  reasonLabel,
  askReason,
  pending,
  error,
  onReveal,
}: {
  hint: string;
  buttonLabel: string;
  reasonLabel: string;
  askReason: boolean;
  pending: boolean;
  error: Error | null;
  onReveal: (reason: string | undefined) => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onReveal(reason.trim() || undefined);
      }}
    >
      <p className="w-full text-sm text-slate-700">{hint}</p>
      {askReason ? (
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-semibold text-slate-800">
            {reasonLabel}
          </label>
          <input
            id={reasonId}
            className={fieldClass}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
        {buttonLabel}
      </Button>
      <ErrorText error={error} />
    </form>
  );
}
