import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form's submit button: while pending it is disabled, spins and says what is happening. */
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
      disabled={pending || disabled}
      aria-disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`w-full sm:w-auto ${className}`}
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
