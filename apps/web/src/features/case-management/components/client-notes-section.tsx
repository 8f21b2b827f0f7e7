import { caseManagement } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddCaseNote } from '../api/clients';
import { NoteItem } from './note-item';
import { ErrorText, Field, Section, fieldClass } from '@/components/portal/parts';

const text = caseManagement.client;

export function NotesSection({
  client,
  userId,
  isAdmin,
}: {
  client: ClientRecord;
  userId: number | undefined;
  isAdmin: boolean;
}) {
  const add = useAddCaseNote(client.id);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(true);
  return (
    <Section title={text.notes}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ body, internal }, { onSuccess: () => setBody('') });
        }}
      >
        <Field label={text.noteLabel}>
          {(id) => (
            <textarea
              id={id}
              required
              className={`${fieldClass} py-2`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
          />
          {text.internalLabel}
        </label>
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {text.addNote}
        </Button>
        <ErrorText error={add.error} />
      </form>
      {client.notes.length === 0 ? <p className="mt-4 text-sm">{text.noNotes}</p> : null}
      <ul className="mt-4 flex flex-col gap-2">
        {client.notes.map((note) => (
          <NoteItem
            key={note.id}
            clientId={client.id}
            note={note}
            canEdit={note.author?.id === userId || isAdmin}
          />
        ))}
      </ul>
    </Section>
  );
}
