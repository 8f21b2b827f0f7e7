import { caseManagement } from '@pathways/content';
import type { InboxKind } from '@pathways/schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { useAcceptIntake, useAddInboxNote, useInboxItem, useRevealAnswers } from '../api/inbox';
import { useCaseWorkers } from '../api/staff';
import { AssignPanel, DecisionPanel, ReplyForm } from './inbox-actions';
import { SubmissionHistory } from './inbox-history';
import { useUser } from '@/lib/auth';
import { AnswerList, QueryStatus, RevealPanel } from '@/components/portal';
import { ErrorText, Field, fieldClass, formatTime } from '@/components/portal/parts';

const text = caseManagement.inbox;
const assignIntakeFormSchema = schemaOf('assignIntakeFormSchema');
const inboxNoteInputSchema = schemaOf('inboxNoteInputSchema');

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
  const assignForm = usePortalForm({
    schema: assignIntakeFormSchema,
    defaultValues: { caseWorkerId: '' },
    fieldOrder: ['caseWorkerId'],
    idOf: formIds(`accept-${id}`),
    mutation: accept,
    toVariables: ({ caseWorkerId }) => caseWorkerId,
    // "Client created" and the one-time link replace the form (below), not a toast.
    messages: { failureTitle: text.acceptFailed },
  });
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
          to={paths.caseWorkerClient(accept.data.clientId)}
        >
          {text.openClient}
        </Link>
      </div>
    );
  }
  // Kept mounted after the accept, so the one-time link stays on screen to copy.
  if (accepted) return null;
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        // A case worker claims the client without a choice to check; an admin picks one first.
        if (isAdmin) void assignForm.onSubmit(event);
        else {
          event.preventDefault();
          accept.mutate(undefined);
        }
      }}
    >
      <ErrorSummary {...assignForm.summaryProps()} />
      {isAdmin ? (
        <Select
          label={text.caseWorkerLabel}
          placeholder={text.chooseCaseWorker}
          options={(workers.data ?? []).map((worker) => ({
            value: String(worker.id),
            label: worker.fullName,
          }))}
          error={assignForm.errors.caseWorkerId?.message}
          {...assignForm.field.text('caseWorkerId')}
        />
      ) : null}
      <SubmitButton pending={accept.isPending} pendingLabel={text.accepting} className="self-start">
        {isAdmin ? text.accept : text.claim}
      </SubmitButton>
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
  const user = useUser();
  const reveal = useRevealAnswers(kind, id);
  if (item.isPending || item.isError) return <QueryStatus query={item} />;
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
      <p className="text-sm text-slate-800">
        {text.statusLabel}: <strong>{text.statuses[data.status]}</strong>
      </p>
      <DecisionPanel kind={kind} item={data} />
      <AssignPanel kind={kind} item={data} isAdmin={isAdmin} userId={user.data?.id} />
      {kind === 'clientIntake' ? (
        <AcceptPanel id={id} isAdmin={isAdmin} accepted={data.status === 'accepted'} />
      ) : null}
      {data.clientId !== null ? (
        <Link
          className="font-semibold text-brand-800 underline"
          to={paths.caseWorkerClient(data.clientId)}
        >
          {text.openClient}
        </Link>
      ) : null}
      <ReplyForm kind={kind} item={data} />
      <SubmissionHistory history={data.history} />
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
      <InboxNoteForm kind={kind} id={id} />
    </div>
  );
}

/** An internal note on a submission, checked before it is sent. */
function InboxNoteForm({ kind, id }: { kind: InboxKind; id: number }) {
  const addNote = useAddInboxNote(kind, id);
  const noteForm = usePortalForm({
    schema: inboxNoteInputSchema,
    defaultValues: { body: '' },
    fieldOrder: ['body'],
    idOf: formIds(`inbox-note-${kind}-${id}`),
    mutation: addNote,
    toVariables: ({ body }) => body,
    messages: { failureTitle: text.noteFailed, success: text.noteAdded },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => void noteForm.onSubmit(event)}
    >
      <ErrorSummary {...noteForm.summaryProps()} />
      <Textarea
        label={text.noteLabel}
        rows={3}
        error={noteForm.errors.body?.message}
        {...noteForm.field.text('body')}
      />
      <SubmitButton
        pending={noteForm.pending}
        pendingLabel={text.addingNote}
        className="self-start"
      >
        {text.addNote}
      </SubmitButton>
    </form>
  );
}
