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
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInbox } from '../api/inbox';
import { ErrorText, Field, PageIntro, fieldClass, formatTime } from '@/components/portal/parts';
import { ItemDetail } from './inbox-item-detail';

const text = caseManagement.inbox;

function ItemRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="whitespace-nowrap px-3 py-3 text-sm text-slate-700">
        {formatTime(item.submittedAt)}
      </td>
      <td className="px-3 py-3">
        <p className="font-semibold text-slate-900">{item.name}</p>
        <p className="text-sm text-slate-700">
          {item.reference} · {item.email}
        </p>
        {item.possibleDuplicates.length > 0 ? (
          <p className="text-xs text-amber-900">
            {fillTemplate(text.duplicates, { references: item.possibleDuplicates.join(', ') })}
          </p>
        ) : null}
      </td>
      <td className="px-3 py-3 text-sm text-slate-800">{text.kinds[item.kind]}</td>
      <td className="px-3 py-3">
        <Badge tone={item.status === 'new' ? 'accent' : 'neutral'}>
          {text.statuses[item.status]}
        </Badge>
      </td>
      <td className="px-3 py-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={onOpen}
          aria-label={`${text.open} ${item.reference}`}
        >
          {text.open}
        </Button>
      </td>
    </tr>
  );
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
        <Link
          className="font-semibold text-brand-800 underline"
          to="/dashboard/case-worker/clients"
        >
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
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">{text.title}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {text.columns.submitted}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.who}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.kind}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.status}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{text.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <ItemRow key={`${item.kind}-${item.id}`} item={item} onOpen={() => setOpen(item)} />
            ))}
          </tbody>
        </table>
        {inbox.isPending ? (
          <p role="status" className="p-4">
            {text.loading}
          </p>
        ) : null}
        {!inbox.isPending && items.length === 0 ? <p className="p-4">{text.empty}</p> : null}
      </div>
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
