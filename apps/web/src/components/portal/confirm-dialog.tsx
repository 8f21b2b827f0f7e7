import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/**
 * Asks before an action that cannot be undone in place (revoking a consent, deactivating an
 * account, marking a plan step done). An alert dialog: focus moves into it on the safe choice,
 * Escape or "keep" closes it, and focus returns to the trigger. While the API answers, the confirm
 * button is busy (aria-disabled, so it keeps the focus) and a second press sends nothing.
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
  confirmVariant = 'destructive',
  focusAfter,
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
  /** Red for what takes something away; primary for a step forward (a plan step done). */
  confirmVariant?: 'destructive' | 'primary';
  /**
   * Where focus goes when the dialog closes, when the action took the trigger away (a plan step
   * done shows a badge instead); without it, or when it gives null, the trigger gets it back.
   */
  focusAfter?: () => HTMLElement | null;
  /** Shown under the buttons: the error when the action failed. */
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = focusAfter?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-x-4 top-16 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-xl bg-white p-6 shadow-xl"
        >
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
              className={`${buttonClasses(confirmVariant)} aria-disabled:cursor-not-allowed`}
              aria-disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => {
                if (!pending) onConfirm();
              }}
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
