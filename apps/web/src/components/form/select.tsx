import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Option } from '@pathways/schemas';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { controlBorder, controlClasses, describedBy, Field, type FieldChromeProps } from './field';

export type SelectProps = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly Option[];
    /**
     * The empty first choice, so nothing is picked for the person by accident; `false` leaves it
     * out where a value is always set (a menu that changes a role at once).
     */
    placeholder?: string | false;
    ref?: Ref<HTMLSelectElement>;
  };

/** A native <select>: the phone's own picker is the easiest one to use on a small screen. */
export function Select({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  options,
  placeholder,
  ref,
  ...select
}: SelectProps) {
  const { formChrome, optionLabel } = useLocaleText();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
    >
      <div className="relative">
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClasses} ${controlBorder(error)} appearance-none pr-10`}
          {...select}
        >
          {placeholder === false ? null : (
            <option value="">{placeholder ?? formChrome.selectPlaceholder}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(option.label)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-600"
        />
      </div>
    </Field>
  );
}
