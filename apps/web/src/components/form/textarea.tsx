import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlBorder, controlClasses, describedBy, Field, type FieldChromeProps } from './field';

export type TextareaProps = FieldChromeProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({
  id,
  label,
  hint,
  error,
  optional,
  rows = 4,
  ref,
  ...textarea
}: TextareaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClasses} ${controlBorder(error)}`}
        {...textarea}
      />
    </Field>
  );
}
