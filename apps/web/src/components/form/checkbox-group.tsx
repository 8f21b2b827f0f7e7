import type { Option } from '@pathways/schemas';
import type { ReactNode, Ref } from 'react';
import { CheckboxBox } from './checkbox';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { describedBy, FieldError, FieldHint } from './field';

export interface CheckboxGroupProps {
  /** Id of the group; the first box gets it too, so an error-summary link lands on a control. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  optional?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Several choices under one question: a fieldset whose legend is the question (GOV.UK pattern). */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  optional,
  disabled,
  ref,
}: CheckboxGroupProps) {
  const { formChrome, optionLabel } = useLocaleText();
  const toggle = (option: string, checked: boolean) => {
    // Keep the list in option order, whatever order the boxes were ticked in.
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset
      aria-describedby={describedBy(`${id}-group`, hint, error)}
      className={`grid gap-2 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}
    >
      <legend className="mb-1 font-semibold text-slate-900">
        {legend}
        {optional ? (
          <span className="font-normal text-slate-600"> {formChrome.optional}</span>
        ) : null}
      </legend>
      <FieldHint id={`${id}-group`} hint={hint} />
      <FieldError id={`${id}-group`} error={error} />
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option, index) => {
          const boxId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex min-h-11 items-start gap-3">
              <CheckboxBox
                id={boxId}
                ref={index === 0 ? ref : undefined}
                value={option.value}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked)}
                onBlur={onBlur}
                disabled={disabled}
                invalid={Boolean(error)}
              />
              <label htmlFor={boxId} className="cursor-pointer text-slate-900">
                {optionLabel(option.label)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
