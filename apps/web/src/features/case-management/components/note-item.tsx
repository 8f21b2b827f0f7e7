import { caseManagement, fillTemplate } from '@pathways/content';
import type { CaseNote } from '@pathways/schemas';
import { useState } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useEditCaseNote } from '../api/clients';
import { formatTime } from '@/components/portal/parts';

const text = caseManagement.client;
const editCaseNoteSchema = schemaOf('editCaseNoteSchema');

/** One case note: its text, who and when, an edit form (the API keeps the earlier text) and its history. */
export function NoteItem({
  clientId,
  note,
  canEdit,
}: {
  clientId: number;
  note: CaseNote;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-md bg-slate-50 p-3 text-sm">
      {editing ? (
        <EditNoteForm clientId={clientId} note={note} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
      )}
      <p className="text-xs text-slate-700">
        {note.author?.fullName} · {formatTime(note.createdAt)}
        {note.editedAt ? ` · ${text.edited} ${formatTime(note.editedAt)}` : ''}
        {note.internal ? ` · ${text.internalLabel}` : ''}
      </p>
      {canEdit && !editing ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${text.editNote}: ${note.body.slice(0, 40)}`}
          onClick={() => setEditing(true)}
        >
          {text.editNote}
        </Button>
      ) : null}
      {note.earlierBodies.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-semibold text-slate-800">
            {fillTemplate(text.earlierVersions, { count: String(note.earlierBodies.length) })}
          </summary>
          <ol className="mt-1 flex flex-col gap-1 pl-4 text-xs text-slate-700">
            {note.earlierBodies.map((earlier, index) => (
              <li key={index} className="whitespace-pre-wrap">
                {earlier}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}

/** The note's new text; the API keeps the earlier one, shown under "Earlier versions". */
function EditNoteForm({
  clientId,
  note,
  onDone,
}: {
  clientId: number;
  note: CaseNote;
  onDone: () => void;
}) {
  const edit = useEditCaseNote(clientId);
  const noteForm = usePortalForm({
    schema: editCaseNoteSchema,
    defaultValues: { body: note.body },
    fieldOrder: ['body'],
    idOf: formIds(`edit-note-${note.id}`),
    mutation: edit,
    toVariables: ({ body }) => ({ noteId: note.id, body: body ?? '' }),
    messages: { failureTitle: text.noteSaveFailed, success: text.noteSaved },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => void noteForm.onSubmit(event)}
    >
      <ErrorSummary {...noteForm.summaryProps()} />
      <Textarea
        label={text.editNoteLabel}
        rows={3}
        error={noteForm.errors.body?.message}
        {...noteForm.field.text('body')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={noteForm.pending} pendingLabel={text.savingNote}>
          {text.saveNote}
        </SubmitButton>
        <Button type="button" size="lg" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
