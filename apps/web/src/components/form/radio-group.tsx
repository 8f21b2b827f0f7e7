import type { Option } from '@pathways/schemas';
import type { ReactNode, Ref } from 'react';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { describedBy, FieldError, FieldHint } from './field';

export interface RadioGroupProps {
  /** Id of the group; the checked radio (or the first) gets it too, so an error-summary link lands on a control. */
  id: string;
  /** The field's name: native radios of one name form one group, also in a form posted without JavaScript. */
  name: string;
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
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice of several, as native radios in a fieldset (issue 12): the browser gives the WAI-ARIA
 * radio group behaviour, where the arrow keys move to a choice and select it, and Tab enters the
 * group at the checked choice.
 */
export function RadioGroup({
  id,
  name,
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
  const { optionLabel } = useLocaleText();
  const targetIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <fieldset
      aria-describedby={describedBy(`${id}-group`, hint, error)}
      className={`grid gap-2 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}
    >
      <legend className="mb-1 font-semibold text-slate-900">{legend}</legend>
      <FieldHint id={`${id}-group`} hint={hint} />
      <FieldError id={`${id}-group`} error={error} />
      <div className={variant === 'tiles' ? 'flex flex-wrap gap-2' : 'grid gap-1'}>
        {options.map((option, index) => {
          const itemId = index === targetIndex ? id : `${id}-${option.value}`;
          const input = (
            <input
              id={itemId}
              ref={index === targetIndex ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
              className={
                variant === 'tiles'
                  ? // Over its tile, invisible: a click or tap lands on the radio itself.
                    'peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed'
                  : 'size-6 shrink-0 accent-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2'
              }
            />
          );
          return variant === 'tiles' ? (
            <div key={option.value} className="relative flex min-w-20 flex-1">
              {input}
              <label
                htmlFor={itemId}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-md border-2 border-slate-400 bg-white px-3 font-semibold text-slate-900 peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:border-brand-700"
              >
                {optionLabel(option.label)}
              </label>
            </div>
          ) : (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              {input}
              <label htmlFor={itemId} className="cursor-pointer text-slate-900">
                {optionLabel(option.label)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
