import { caseManagement } from '@pathways/content';
import type { InboxKind } from '@pathways/schemas';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  useAcceptIntake,
  useAddInboxNote,
  useInboxItem,
  useRevealAnswers,
  useUpdateInboxItem,
} from '../api/inbox';
import { useCaseWorkers } from '../api/staff';
import { AnswerList, RevealPanel } from '@/components/portal';
import { ErrorText, Field, fieldClass, formatTime } from '@/components/portal/parts';

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
        {accept.data.invitation ? (
          <Field label={text.invitationLink}>
            {(inputId) => (
              <input
                id={inputId}
                readOnly
                value={accept.data.invitation?.link ?? ''}
                className={fieldClass}
              />
            )}
          </Field>
        ) : null}
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

export function ItemDetail({
  kind,
  id,
  isAdmin,
}: {
  kind: InboxKind;
  id: number;
  isAdmin: boolean;
}) {
  const item = useInboxItem(kind, id);
  const update = useUpdateInboxItem(kind, id);
  const addNote = useAddInboxNote(kind, id);
  const reveal = useRevealAnswers(kind, id);
  const [note, setNote] = useState('');
  if (!item.data) return <p role="status">{text.loading}</p>;
  const data = item.data;
  const revealed = reveal.data?.answers ?? {};
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {data.reference} · {data.email} · {formatTime(data.submittedAt)}
      </p>
      <h3 className="font-semibold text-slate-900">{text.answers}</h3>
      <AnswerList answers={data.answers} opened={revealed} />
      {data.protectedFields.length > 0 && !reveal.data ? (
        <RevealPanel
          hint={caseManagement.client.protectedHint}
          buttonLabel={text.reveal}
          reasonLabel={text.reasonLabel}
          askReason={isAdmin}
          pending={reveal.isPending}
          error={reveal.error}
          onReveal={(reason) => reveal.mutate(reason)}
        />
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
