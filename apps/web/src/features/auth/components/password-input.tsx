import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import {
  controlBorder,
  controlClasses,
  describedBy,
  Field,
  type FieldChromeProps,
} from '@/components/form/field';

type PasswordInputProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
    autoComplete: 'current-password' | 'new-password';
    ref?: Ref<HTMLInputElement>;
    /** The show/hide button's name, in the page's language. */
    toggleLabel: string;
  };

/**
 * A password field that works with password managers and paste (nothing is blocked), with a
 * show/hide toggle so people typing on a phone can check what they typed.
 */
export function PasswordInput({
  id,
  label,
  hint,
  error,
  ref,
  toggleLabel,
  ...input
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClasses} ${controlBorder(error)} pr-14`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute right-0 top-0 flex size-11 items-center justify-center rounded-md text-slate-700 hover:text-brand-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{toggleLabel}</span>
        </button>
      </div>
    </Field>
  );
}
