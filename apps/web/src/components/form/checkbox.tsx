import { Checkbox as RadixCheckbox } from 'radix-ui';
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
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The box itself, shared by single checkboxes and checkbox groups; 24px box inside a 44px target row. */
export function CheckboxBox({
  id,
  checked,
  onCheckedChange,
  onBlur,
  name,
  disabled,
  invalid,
  describedById,
  ref,
}: Omit<CheckboxProps, 'label' | 'hint' | 'error'> & {
  invalid?: boolean;
  describedById?: string;
}) {
  // Radix adds a native checkbox beside the button (for form events); keep it invisible and out of the layout.
  return (
    <span className="relative flex shrink-0 [&>input]:pointer-events-none! [&>input]:absolute! [&>input]:opacity-0!">
      <RadixCheckbox.Root
        id={id}
        ref={ref}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedById}
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 bg-white data-[state=checked]:border-brand-800 data-[state=checked]:bg-brand-800 disabled:cursor-not-allowed ${invalid ? 'border-red-700' : 'border-slate-600'}`}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-4 text-white" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
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
