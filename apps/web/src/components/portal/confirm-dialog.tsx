import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/**
 * Asks before an action that cannot be undone in place (revoking a consent). An alert dialog: focus
 * moves into it on the safe choice, Escape or "keep" closes it, and focus returns to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  open,
  onOpenChange,
  onConfirm,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Shown under the buttons: the error when the action failed. */
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-16 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-slate-800">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-wrap gap-3">
            {/* A plain button, not AlertDialog.Action: the dialog stays open until the API answers. */}
            <button
              type="button"
              className={buttonClasses('destructive')}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {cancelLabel}
            </AlertDialog.Cancel>
          </div>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
