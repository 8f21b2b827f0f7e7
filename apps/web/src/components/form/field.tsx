import type { ReactNode } from 'react';
import { useLocaleText } from '@/lib/i18n/locale-context';

/** The ids GOV.UK-style fields use: the hint and the error are read out after the label. */
export function hintId(id: string) {
  return `${id}-hint`;
}
export function errorId(id: string) {
  return `${id}-error`;
}

/** `aria-describedby` for a control: its hint, then its error, whichever exist. */
export function describedBy(
  id: string,
  hint: ReactNode | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(
    (value): value is string => value !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface FieldChromeProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Optional fields say so in their label, so nobody has to guess which ones they can skip. */
  optional?: boolean;
  /**
   * The label is read out but not shown, for a control whose column header or row already names
   * it on screen (a role menu in a table row).
   */
  labelHidden?: boolean;
}

export const controlClasses =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100';

export function controlBorder(error: string | undefined) {
  return error ? 'border-red-700 border-2' : 'border-slate-400';
}

export function FieldLabel({
  id,
  label,
  optional,
  labelHidden,
}: Pick<FieldChromeProps, 'id' | 'label' | 'optional' | 'labelHidden'>) {
  const { formChrome } = useLocaleText();
  return (
    <label htmlFor={id} className={labelHidden ? 'sr-only' : 'block font-semibold text-slate-900'}>
      {label}
      {optional ? <span className="font-normal text-slate-600"> {formChrome.optional}</span> : null}
    </label>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode | undefined }) {
  return hint ? (
    <p id={hintId(id)} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A field's error in the page's language (the schemas' messages are English spec strings). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { formChrome, validationMessage } = useLocaleText();
  return error ? (
    <p id={errorId(id)} className="text-sm font-semibold text-red-700">
      <span className="sr-only">{formChrome.errorPrefix}</span>
      {validationMessage(error)}
    </p>
  ) : null;
}

/** Label, hint, error and control stacked, with the red bar GOV.UK uses to mark a field in error. */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  return (
    <div className={`grid gap-1.5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <FieldLabel id={id} label={label} optional={optional} labelHidden={labelHidden} />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}
