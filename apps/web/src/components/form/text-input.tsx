import type { InputHTMLAttributes, Ref } from 'react';
import { controlBorder, controlClasses, describedBy, Field, type FieldChromeProps } from './field';

export type TextInputProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input; spread `register(name)` into it. */
export function TextInput({
  id,
  label,
  hint,
  error,
  optional,
  className = '',
  ref,
  ...input
}: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        ref={ref}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClasses} ${controlBorder(error)} ${className}`}
        {...input}
      />
    </Field>
  );
}
