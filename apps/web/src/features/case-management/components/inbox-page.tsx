import { caseManagement, fillTemplate } from '@pathways/content';
import { inboxKinds, inboxStatuses } from '@pathways/schemas';
import type { InboxItem, InboxKind, InboxStatus } from '@pathways/schemas';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Select } from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInbox } from '../api/inbox';
import { DataTable, type Column } from '@/components/portal/data-table';
import { ErrorText, Field, PageIntro, fieldClass, formatTime } from '@/components/portal/parts';
import { ItemDetail } from './inbox-item-detail';

const text = caseManagement.inbox;

function itemColumns(onOpen: (item: InboxItem) => void): Column<InboxItem>[] {
  return [
    {
      id: 'submitted',
      header: text.columns.submitted,
      cell: (item) => formatTime(item.submittedAt),
      className: 'whitespace-nowrap px-3 py-3 text-sm text-slate-700',
    },
    {
      id: 'who',
      header: text.columns.who,
      cell: (item) => (
        <>
          <p className="font-semibold text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-700">
            {item.reference} · {item.email}
          </p>
          {item.possibleDuplicates.length > 0 ? (
            <p className="text-xs text-amber-900">
              {fillTemplate(text.duplicates, { references: item.possibleDuplicates.join(', ') })}
            </p>
          ) : null}
        </>
      ),
      className: 'px-3 py-3',
    },
    {
      id: 'kind',
      header: text.columns.kind,
      cell: (item) => text.kinds[item.kind],
      className: 'px-3 py-3 text-sm text-slate-800',
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (item) => (
        <Badge tone={item.status === 'new' ? 'accent' : 'neutral'}>
          {text.statuses[item.status]}
        </Badge>
      ),
    },
    {
      id: 'open',
      header: text.open,
      headerHidden: true,
      cell: (item) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(item)}
          aria-label={`${text.open} ${item.reference}`}
        >
          {text.open}
        </Button>
      ),
    },
  ];
}

/** The staff inbox: every submission, filter and search, open one to work on it. */
export function InboxPage() {
  useDocumentTitle(text.title);
  const user = useUser();
  const [kind, setKind] = useState<InboxKind | undefined>();
  const [status, setStatus] = useState<InboxStatus | undefined>();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const [open, setOpen] = useState<InboxItem | null>(null);
  const inbox = useInbox({ kind, status, q });
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro}>
        <Link className="font-semibold text-brand-800 underline" to={paths.caseWorkerClients}>
          {text.backToClients}
        </Link>
      </PageIntro>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim() || undefined);
        }}
      >
        <Field label={text.search}>
          {(id) => (
            <input
              id={id}
              type="search"
              className={fieldClass}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit">{text.searchButton}</Button>
        <Select
          id="inbox-kind"
          label={text.kindLabel}
          placeholder={text.all}
          options={inboxKinds.map((value) => ({ value, label: text.kinds[value] }))}
          value={kind ?? ''}
          onChange={(event) => setKind(inboxKinds.find((value) => value === event.target.value))}
        />
        <Select
          id="inbox-status"
          label={text.statusLabel}
          placeholder={text.all}
          options={inboxStatuses.map((value) => ({ value, label: text.statuses[value] }))}
          value={status ?? ''}
          onChange={(event) =>
            setStatus(inboxStatuses.find((value) => value === event.target.value))
          }
        />
      </form>
      <ErrorText error={inbox.error} />
      <DataTable
        caption={text.title}
        columns={itemColumns(setOpen)}
        rows={items}
        rowKey={(item) => `${item.kind}-${item.id}`}
        empty={inbox.isPending ? undefined : text.empty}
      />
      {inbox.isPending ? <p role="status">{text.loading}</p> : null}
      {inbox.hasNextPage ? (
        <Button variant="secondary" onClick={() => void inbox.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
      <Dialog.Root
        open={open !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
          <Dialog.Content className="fixed inset-x-4 top-8 z-50 mx-auto flex max-h-[calc(100vh-4rem)] max-w-2xl flex-col rounded-xl bg-white shadow-xl">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {open ? `${text.kinds[open.kind]}: ${open.name}` : ''}
              </Dialog.Title>
              <Dialog.Close
                aria-label={text.close}
                className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{text.answers}</Dialog.Description>
            <div className="overflow-y-auto p-5">
              {open ? (
                <ItemDetail kind={open.kind} id={open.id} isAdmin={user.data?.role === 'admin'} />
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
