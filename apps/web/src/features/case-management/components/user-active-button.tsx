import { caseManagement, fillTemplate } from '@pathways/content';
import type { ListedUser } from '@pathways/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { ErrorText } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';

const text = caseManagement.users;

/**
 * Deactivate asks first (issue 32): it signs the person out at once. Reactivate gives access back
 * and needs no question. Focus returns to this button (now "Reactivate") when the dialog closes.
 */
export function UserActiveButton({
  user,
  pending,
  error,
  onSetActive,
}: {
  user: ListedUser;
  pending: boolean;
  error: Error | null;
  onSetActive: (active: boolean, done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const inactive = user.deactivatedAt !== null;
  const label = inactive ? text.reactivate : text.deactivate;
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        // One button for both, so the focus the dialog gives back lands on it after the change.
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${label} ${user.username}`}
          // Reactivate opens nothing: no "has popup" for it (the dialog's trigger would say so).
          aria-haspopup={inactive ? undefined : 'dialog'}
          aria-disabled={pending}
          onClick={(event) => {
            if (!inactive && !pending) return;
            event.preventDefault();
            if (!pending) onSetActive(true, () => {});
          }}
        >
          {label}
        </Button>
      }
      title={fillTemplate(text.deactivateTitle, { username: user.username })}
      description={fillTemplate(text.deactivateText, { name: user.fullName })}
      confirmLabel={text.deactivate}
      pendingLabel={text.deactivating}
      cancelLabel={text.keepActive}
      pending={pending}
      onConfirm={() => onSetActive(false, () => setConfirming(false))}
    >
      {confirming ? <ErrorText error={error} /> : null}
    </ConfirmDialog>
  );
}
