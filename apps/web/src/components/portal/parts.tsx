import type { ReactNode } from 'react';
import { useId } from 'react';
import { ApiError, withoutStatus } from '@/lib/api-client';
import { useLocaleText } from '@/lib/i18n/locale-context';

export const fieldClass =
  'min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A moment as "Mar 14, 2025, 2:30 PM"; the client's Spanish pages pass "es-US". */
export const formatTime = (iso: string, intlLocale = 'en-US') =>
  new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
/** A calendar date, the same day in every time zone. */
export const formatDate = (iso: string, intlLocale = 'en-US') =>
  new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** A labelled control: the label names it for screen readers and is a click target. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A titled section of a page (h2 under the page's h1). */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The API's message (an English spec string), in the page's language. */
export function ErrorText({ error }: { error: Error | null }) {
  const { serverMessage } = useLocaleText();
  return error ? (
    <p role="alert" className="text-sm text-red-900">
      {withoutStatus(serverMessage(error.message))}
    </p>
  ) : null;
}

/** An answer as staff read it: yes/no for booleans, the text otherwise. */
export function answerText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "dateOfBirth" → "Date of birth" (the known ones come from content). */
export function fieldLabel(field: string, known: Record<string, string>): string {
  return (
    known[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase())
  );
}

// The portal's pages open with the dashboards' heading and intro.
export { PageIntro } from '@/components/portal/dashboard-parts';

/** The first message the API gave for `field` (400 fieldErrors), or undefined. */
export function fieldError(error: Error | null, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors?.[field]?.[0];
}

/**
 * A labelled text box with its hint and error wired into aria-describedby (GOV.UK's pattern): the
 * error shows inline under the label while what the person typed stays in the box.
 */
export function TextField({
  label,
  hint,
  error,
  multiline = false,
  value,
  onChange,
  required = false,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  multiline?: boolean;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  const { validationMessage } = useLocaleText();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const props = {
    id,
    value,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    className: `${fieldClass} ${multiline ? 'min-h-24 py-2' : ''} ${error ? 'border-red-700' : ''}`,
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-900">
          {validationMessage(error)}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...props} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
