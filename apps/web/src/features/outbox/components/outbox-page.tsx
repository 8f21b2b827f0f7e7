import { fillTemplate, mailText, settings, type MailTemplate } from '@pathways/content';
import type { OutboxMessageSummary, OutboxStatus } from '@pathways/schemas';
import { AlertTriangle, MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Select } from '@/components/form';
import { DataTable, type Column } from '@/components/portal/data-table';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toaster';
import { useOutbox, useOutboxMessage, useRetryOutboxMessage } from '../api/outbox';

const text = settings.outbox;
/** The statuses in the order an admin reads them: what needs attention first. */
const STATUS_ORDER: OutboxStatus[] = ['failed', 'held', 'pending', 'sending', 'sent', 'expired'];
const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  failed: 'danger',
  held: 'accent',
  pending: 'brand',
  sending: 'brand',
  sent: 'success',
  expired: 'neutral',
};
const RETRYABLE = new Set<OutboxStatus>(['failed', 'held']);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string) => dateTime.format(new Date(iso));

function templateLabel(template: string): string {
  return mailText.templateLabels[template as MailTemplate] ?? template;
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{text.statuses[status]}</Badge>;
}

function isStatus(value: string): value is OutboxStatus {
  return (STATUS_ORDER as string[]).includes(value);
}

/** One message in a dialog: its text as it was (or will be) sent, and "Send again" when it did not go. */
function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useOutboxMessage(id);
  const retry = useRetryOutboxMessage();
  const toast = useToast();
  const data = message.data;
  const sendAgain = () => {
    if (!data) return;
    retry.mutate(data.id, {
      onSuccess: () => {
        toast({ title: text.sentAgainTitle, variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({ title: text.sendAgainFailed, description: error.message, variant: 'destructive' }),
    });
  };
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-x-4 top-8 z-50 mx-auto flex max-h-[calc(100vh-4rem)] max-w-2xl flex-col rounded-xl bg-white shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {data?.subject ?? text.loading}
            </Dialog.Title>
            <Dialog.Close
              aria-label={text.close}
              className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {/* A long message scrolls here; a sent one has no button inside, so the box itself takes
              the keyboard's focus (arrow keys scroll it; axe scrollable-region-focusable). */}
          <div
            role="region"
            aria-label={data?.subject ?? text.loading}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box must be focusable (WCAG 2.1.1)
            tabIndex={0}
            className="overflow-y-auto p-5"
          >
            {data ? (
              <>
                <Dialog.Description className="sr-only">{text.textHeading}</Dialog.Description>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-semibold text-slate-700">{text.columns.recipient}</dt>
                  <dd className="break-all text-slate-900">{data.recipient}</dd>
                  <dt className="font-semibold text-slate-700">{text.columns.status}</dt>
                  <dd>
                    <StatusBadge status={data.status} />
                  </dd>
                  <dt className="font-semibold text-slate-700">{text.columns.tries}</dt>
                  <dd className="text-slate-900">{data.attempts}</dd>
                  <dt className="font-semibold text-slate-700">{text.messageId}</dt>
                  <dd className="break-all font-mono text-xs text-slate-900">{data.messageId}</dd>
                  {data.lastError ? (
                    <>
                      <dt className="font-semibold text-slate-700">{text.lastError}</dt>
                      <dd className="break-words text-red-900">{data.lastError}</dd>
                    </>
                  ) : null}
                </dl>
                <h3 className="mt-5 font-semibold text-slate-900">{text.textHeading}</h3>
                <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-sm text-slate-900">
                  {data.text}
                </pre>
                {RETRYABLE.has(data.status) ? (
                  <Button className="mt-5" onClick={sendAgain} disabled={retry.isPending}>
                    {retry.isPending ? <Spinner className="size-4" /> : null}
                    {retry.isPending ? text.sendingAgain : text.sendAgain}
                  </Button>
                ) : null}
              </>
            ) : message.isError ? (
              <p role="alert" className="text-red-900">
                {message.error.message}
              </p>
            ) : (
              <p role="status" className="flex items-center gap-2 text-slate-700">
                <Spinner className="size-4" />
                {text.loading}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** When it went, or when the next try is due once a try has failed. */
function whenText(message: OutboxMessageSummary): string | null {
  if (message.status === 'sent' && message.sentAt) {
    return fillTemplate(text.sentAt, { time: formatTime(message.sentAt) });
  }
  return message.nextAttemptAt && message.attempts > 0
    ? fillTemplate(text.nextTry, { time: formatTime(message.nextAttemptAt) })
    : null;
}

function messageColumns(onView: (id: number) => void): Column<OutboxMessageSummary>[] {
  return [
    {
      id: 'created',
      header: text.columns.created,
      cell: (message) => formatTime(message.createdAt),
      className: 'whitespace-nowrap px-3 py-3 text-sm text-slate-700',
    },
    {
      id: 'message',
      header: text.columns.message,
      cell: (message) => (
        <>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {templateLabel(message.template)}
          </p>
          <p className="text-sm text-slate-900">{message.subject}</p>
        </>
      ),
    },
    {
      id: 'recipient',
      header: text.columns.recipient,
      cell: (message) => message.recipient,
      className: 'break-all px-3 py-3 text-sm text-slate-900',
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (message) => {
        const when = whenText(message);
        return (
          <>
            <StatusBadge status={message.status} />
            {when ? <p className="mt-1 text-xs text-slate-600">{when}</p> : null}
          </>
        );
      },
    },
    { id: 'tries', header: text.columns.tries, cell: (message) => message.attempts },
    {
      id: 'view',
      header: text.view,
      headerHidden: true,
      cell: (message) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onView(message.id)}
          aria-label={`${text.view}: ${message.subject}`}
        >
          {text.view}
        </Button>
      ),
    },
  ];
}

/**
 * Admin › Settings › Outbox (issue 15): every message the portal wrote, whether it went, and its
 * text; failed and held ones can be sent again.
 */
export function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(status);
  const firstPage = outbox.data?.pages[0];
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section aria-labelledby="outbox-heading" className="grid gap-5">
      <div>
        <h2 id="outbox-heading" className="text-2xl font-bold text-slate-900">
          {text.title}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{text.intro}</p>
      </div>

      {firstPage ? (
        firstPage.deliveryEnabled ? (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {text.deliveryOn}
          </p>
        ) : (
          <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {text.deliveryOff}
          </p>
        )
      ) : null}

      <div className="flex flex-wrap items-end gap-4">
        <Select
          id="outbox-status"
          label={text.filterLabel}
          placeholder={text.allStatuses}
          options={STATUS_ORDER.map((value) => ({
            value,
            label: `${text.statuses[value]}${firstPage ? ` (${firstPage.counts[value]})` : ''}`,
          }))}
          value={status ?? ''}
          onChange={(event) =>
            setStatus(isStatus(event.target.value) ? event.target.value : undefined)
          }
        />
      </div>

      {outbox.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" />
          {text.loading}
        </p>
      ) : outbox.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
          {outbox.error.message}
        </p>
      ) : messages.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {text.empty}
        </p>
      ) : (
        <DataTable
          caption={text.title}
          className="w-full min-w-[44rem] text-left"
          columns={messageColumns(setOpenId)}
          rows={messages}
          rowKey={(message) => message.id}
        />
      )}

      {outbox.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => void outbox.fetchNextPage()}
          disabled={outbox.isFetchingNextPage}
        >
          {outbox.isFetchingNextPage ? text.loading : text.loadMore}
        </Button>
      ) : null}

      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
