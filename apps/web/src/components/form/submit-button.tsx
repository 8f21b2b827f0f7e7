import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The form's submit button: while pending it is busy, spins, says what is happening and sends
 * nothing more. Busy is `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus
 * to <body>, so after a failed save a keyboard or screen-reader user would start again from the
 * top of the page (issue 32); this way focus stays here unless the form moves it (the summary).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = '',
  disabled,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={disabled}
      aria-disabled={pending || disabled}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className={`w-full aria-disabled:cursor-not-allowed sm:w-auto ${className}`}
    >
      {pending ? (
        <>
          <Spinner className="size-5" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
