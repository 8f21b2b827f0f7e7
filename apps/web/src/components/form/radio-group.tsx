import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { Option } from '@pathways/schemas';
import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint } from './field';

export interface RadioGroupProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** "tiles" lays the choices out as large buttons in a row (donation amounts). */
  variant?: 'list' | 'tiles';
  ref?: Ref<HTMLDivElement>;
}

/** One choice of several; Radix gives arrow-key movement and the radiogroup roles. */
export function RadioGroup({
  id,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  variant = 'list',
  ref,
}: RadioGroupProps) {
  const legendId = `${id}-legend`;
  return (
    <fieldset className={`grid gap-2 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <legend id={legendId} className="mb-1 font-semibold text-slate-900">
        {legend}
      </legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      <RadixRadioGroup.Root
        id={id}
        ref={ref}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={legendId}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={variant === 'tiles' ? 'flex flex-wrap gap-2' : 'grid gap-1'}
        onBlur={onBlur}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          return variant === 'tiles' ? (
            <RadixRadioGroup.Item
              key={option.value}
              id={itemId}
              value={option.value}
              className="min-h-11 min-w-20 flex-1 rounded-md border-2 border-slate-400 bg-white px-3 font-semibold text-slate-900 hover:border-brand-700 data-[state=checked]:border-brand-800 data-[state=checked]:bg-brand-800 data-[state=checked]:text-white"
            >
              {option.label}
            </RadixRadioGroup.Item>
          ) : (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-slate-600 bg-white data-[state=checked]:border-brand-800"
              >
                <RadixRadioGroup.Indicator className="block size-3 rounded-full bg-brand-800" />
              </RadixRadioGroup.Item>
              <label htmlFor={itemId} className="cursor-pointer text-slate-900">
                {option.label}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </fieldset>
  );
}
