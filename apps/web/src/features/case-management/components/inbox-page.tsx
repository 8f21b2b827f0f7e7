import { caseManagement, fillTemplate } from '@pathways/content';
import { inboxKinds, inboxStatuses } from '@pathways/schemas';
import type { InboxItem, InboxKind, InboxStatus } from '@pathways/schemas';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAcceptIntake,
  useAddInboxNote,
  useInbox,
  useInboxItem,
  useRevealIntake,
  useUpdateInboxItem,
} from '../api/inbox';
import { useCaseWorkers } from '../api/staff';
import {
  ErrorText,
  Field,
  PageIntro,
  answerText,
  fieldClass,
  fieldLabel,
  formatTime,
} from '@/components/portal/parts';

const text = caseManagement.inbox;

function AcceptPanel({
  id,
  isAdmin,
  accepted,
}: {
  id: number;
  isAdmin: boolean;
  accepted: boolean;
}) {
  const workers = useCaseWorkers(isAdmin);
  const accept = useAcceptIntake(id);
  const [caseWorkerId, setCaseWorkerId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(isAdmin ? Number(caseWorkerId) : undefined);
  };
  if (accept.data) {
    return (
      <div role="status" className="mt-4 rounded-lg bg-emerald-50 p-4">
        <p className="font-semibold text-emerald-900">{text.acceptedTitle}</p>
        <Field label={text.invitationLink}>
          {(inputId) => (
            <input
              id={inputId}
              readOnly
              value={accept.data.invitation.link}
              className={fieldClass}
            />
          )}
        </Field>
        <Link
          className="mt-3 inline-block font-semibold text-brand-800 underline"
          to={`/dashboard/case-worker/clients/${accept.data.clientId}`}
        >
          {text.openClient}
        </Link>
      </div>
    );
  }
  // Kept mounted after the accept, so the one-time link stays on screen to copy.
  if (accepted) return null;
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      {isAdmin ? (
        <Field label={text.caseWorkerLabel}>
          {(inputId) => (
            <select
              id={inputId}
              required
              className={fieldClass}
              value={caseWorkerId}
              onChange={(event) => setCaseWorkerId(event.target.value)}
            >
              <option value="">{text.chooseCaseWorker}</option>
              {(workers.data ?? []).map((worker) => (
                <option key={worker.id} value={worker.id}>
                  {worker.fullName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Button type="submit" disabled={accept.isPending}>
        {isAdmin ? text.accept : text.claim}
      </Button>
      <ErrorText error={accept.error} />
    </form>
  );
}

function ItemDetail({ kind, id, isAdmin }: { kind: InboxKind; id: number; isAdmin: boolean }) {
  const item = useInboxItem(kind, id);
  const update = useUpdateInboxItem(kind, id);
  const addNote = useAddInboxNote(kind, id);
  const reveal = useRevealIntake(id);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  if (!item.data) return <p role="status">{text.loading}</p>;
  const data = item.data;
  const revealed = reveal.data?.answers ?? {};
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {data.reference} · {data.email} · {formatTime(data.submittedAt)}
      </p>
      <h3 className="font-semibold text-slate-900">{text.answers}</h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {Object.entries(data.answers).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-slate-700">
              {fieldLabel(field, caseManagement.fields)}
            </dt>
            <dd className="break-words text-slate-900">
              {answerText(field in revealed ? revealed[field] : value)}
            </dd>
          </div>
        ))}
      </dl>
      {data.protectedFields.length > 0 && !reveal.data ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate(reason || undefined);
          }}
        >
          {isAdmin ? (
            <Field label={text.reasonLabel}>
              {(inputId) => (
                <input
                  id={inputId}
                  className={fieldClass}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          <Button type="submit" variant="secondary">
            {text.reveal}
          </Button>
          <ErrorText error={reveal.error} />
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {data.status === 'new' ? (
          <Button variant="secondary" onClick={() => update.mutate({ status: 'inReview' })}>
            {text.markInReview}
          </Button>
        ) : null}
      </div>
      {kind === 'clientIntake' ? (
        <AcceptPanel id={id} isAdmin={isAdmin} accepted={data.status === 'accepted'} />
      ) : null}
      {data.clientId !== null ? (
        <Link
          className="font-semibold text-brand-800 underline"
          to={`/dashboard/case-worker/clients/${data.clientId}`}
        >
          {text.openClient}
        </Link>
      ) : null}
      <h3 className="font-semibold text-slate-900">{text.notes}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {data.notes.map((entry) => (
          <li key={entry.id} className="rounded-md bg-slate-50 p-3">
            <p className="text-slate-900">{entry.body}</p>
            <p className="text-xs text-slate-700">
              {entry.author?.fullName} · {formatTime(entry.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          addNote.mutate(note, { onSuccess: () => setNote('') });
        }}
      >
        <Field label={text.noteLabel}>
          {(inputId) => (
            <textarea
              id={inputId}
              required
              className={`${fieldClass} py-2`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={addNote.isPending}>
          {text.addNote}
        </Button>
      </form>
    </div>
  );
}

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
        <Field label={text.kindLabel}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={kind ?? ''}
              onChange={(event) =>
                setKind(inboxKinds.find((value) => value === event.target.value))
              }
            >
              <option value="">{text.all}</option>
              {inboxKinds.map((value) => (
                <option key={value} value={value}>
                  {text.kinds[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={text.statusLabel}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={status ?? ''}
              onChange={(event) =>
                setStatus(inboxStatuses.find((value) => value === event.target.value))
              }
            >
              <option value="">{text.all}</option>
              {inboxStatuses.map((value) => (
                <option key={value} value={value}>
                  {text.statuses[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
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
