import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint } from './field';

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  /** What a ticked box sends when the form is posted without JavaScript (the browser's "on" if unset). */
  value?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The box itself, shared by single checkboxes and checkbox groups: a native checkbox drawn as a
 * 24px box, inside a 44px target row. Native, so it is a real form control before the script runs
 * (a form posted without JavaScript sends it), and screen readers and Space work with no code.
 */
export function CheckboxBox({
  id,
  checked,
  onCheckedChange,
  onBlur,
  name,
  value,
  disabled,
  invalid,
  describedById,
  ref,
}: Omit<CheckboxProps, 'label' | 'hint' | 'error'> & {
  invalid?: boolean;
  describedById?: string;
}) {
  return (
    <span className="relative mt-0.5 flex size-6 shrink-0">
      <input
        type="checkbox"
        id={id}
        ref={ref}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedById}
        className={`peer size-6 cursor-pointer appearance-none rounded border-2 bg-white checked:border-brand-800 checked:bg-brand-800 disabled:cursor-not-allowed ${invalid ? 'border-red-700' : 'border-slate-600'}`}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-white peer-checked:block"
        strokeWidth={3}
      />
    </span>
  );
}

/** A single checkbox (consent, "I have a criminal record"); use with react-hook-form's Controller. */
export function Checkbox({ id, label, hint, error, ...box }: CheckboxProps) {
  return (
    <div className={`grid gap-1.5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <FieldError id={id} error={error} />
      <div className="flex min-h-11 items-start gap-3">
        <CheckboxBox
          {...box}
          id={id}
          invalid={Boolean(error)}
          describedById={describedBy(id, hint, error)}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="cursor-pointer text-slate-900">
            {label}
          </label>
          <FieldHint id={id} hint={hint} />
        </div>
      </div>
    </div>
  );
}
