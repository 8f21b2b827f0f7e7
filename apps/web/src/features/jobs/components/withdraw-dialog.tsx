import { fillTemplate } from '@pathways/content';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { usePortalText } from '@/lib/portal-text/portal-text';

/**
 * Withdrawing an application is final (the client cannot apply to that job again), so the button
 * asks first. Keeping the application takes the focus: it is the safe choice.
 */
export function WithdrawDialog({
  title,
  pending,
  onWithdraw,
}: {
  title: string;
  pending: boolean;
  onWithdraw: () => void;
}) {
  const t = usePortalText().client.jobs.myApplications;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          aria-label={fillTemplate(t.withdrawFrom, { title })}
          disabled={pending}
        >
          {t.withdraw}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {fillTemplate(t.withdrawTitle, { title })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {t.withdrawFinal}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Action asChild>
              <Button variant="secondary" onClick={onWithdraw}>
                {t.confirmWithdraw}
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Cancel asChild>
              <Button>{t.keep}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
