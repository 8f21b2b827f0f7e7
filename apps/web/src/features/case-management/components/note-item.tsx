import { caseManagement, fillTemplate } from '@pathways/content';
import type { CaseNote } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useEditCaseNote } from '../api/clients';
import { ErrorText, TextField, fieldError, formatTime } from '@/components/portal/parts';

const text = caseManagement.client;

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
  const edit = useEditCaseNote(clientId);
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  const error = fieldError(edit.error, 'body');
  return (
    <li className="rounded-md bg-slate-50 p-3 text-sm">
      {editing ? (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate({ noteId: note.id, body }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextField
            label={text.editNoteLabel}
            multiline
            value={body}
            onChange={setBody}
            error={error}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {text.saveNote}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setBody(note.body);
                setEditing(false);
              }}
            >
              {text.cancel}
            </Button>
          </div>
          {error ? null : <ErrorText error={edit.error} />}
        </form>
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
          onClick={() => {
            setBody(note.body);
            setEditing(true);
          }}
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
