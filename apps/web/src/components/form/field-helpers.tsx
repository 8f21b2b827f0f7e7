import type { Option } from '@pathways/schemas';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { useLocaleText } from '@/lib/i18n/locale-context';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Props a form repeats on every field: the page-unique id, disabled while sending, and the
 * react-hook-form binding. Check boxes go through a Controller: the form keeps a boolean (or a list
 * for a group), not the input's string value.
 */
export function fieldHelpers<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  idOf: (field: string) => string,
  pending: boolean,
) {
  const { register, control } = form;

  /** Spread onto a TextInput, Textarea or Select. */
  const text = (name: Path<T>) => ({ id: idOf(name), disabled: pending, ...register(name) });

  const checkbox = (name: Path<T>, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          id={idOf(name)}
          ref={field.ref}
          name={field.name}
          label={label}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={pending}
        />
      )}
    />
  );

  /**
   * "Select all that apply" boxes; an optional group says "(optional)" instead of the hint, and a
   * group that needs its own explanation passes `hint`.
   */
  const checkboxGroup = (
    name: Path<T>,
    legend: string,
    options: readonly Option[],
    optional = false,
    hint?: ReactNode,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          id={idOf(name)}
          ref={field.ref}
          legend={legend}
          hint={hint ?? (optional ? undefined : <SelectAllThatApply />)}
          optional={optional}
          options={options}
          value={isStringList(field.value) ? field.value : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={pending}
        />
      )}
    />
  );

  return { text, checkbox, checkboxGroup };
}

/** The hint of a group of boxes, in the page's language. */
function SelectAllThatApply() {
  return useLocaleText().formChrome.selectAllThatApply;
}
