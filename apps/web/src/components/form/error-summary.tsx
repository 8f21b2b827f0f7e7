import { useEffect, useId, useRef } from 'react';
import { useLocaleText } from '@/lib/i18n/locale-context';

export interface SummaryError {
  /** Id of the control the link moves focus to. */
  id: string;
  message: string;
}

/**
 * GOV.UK error summary: after a failed submit it takes focus, so screen readers announce the problems,
 * and each message links to its field. `focusKey` changes on each failed submit to move focus again.
 */
export function ErrorSummary({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  const focusedKey = useRef(0);
  const { formChrome, validationMessage } = useLocaleText();
  useEffect(() => {
    // Only a new failed submit moves focus (re-validation while typing must not steal it). The errors
    // can render a moment after the submit count changes, so wait until both are there.
    if (focusKey > focusedKey.current && hasErrors && ref.current) {
      focusedKey.current = focusKey;
      ref.current.focus();
    }
  }, [focusKey, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-md border-4 border-red-700 bg-white p-4 focus-visible:outline-offset-4"
      data-testid="error-summary"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {formChrome.errorSummaryTitle}
      </h2>
      <ul className="mt-2 grid gap-1">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              className="font-semibold text-red-700 underline underline-offset-2"
              onClick={(event) => {
                // Focus the control itself (a fragment jump alone does not focus custom controls).
                event.preventDefault();
                const target = document.getElementById(error.id);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {validationMessage(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
