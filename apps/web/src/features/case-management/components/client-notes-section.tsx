import { caseManagement } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { useAddCaseNote } from '../api/clients';
import { NoteItem } from './note-item';
import { Section } from '@/components/portal/parts';

const text = caseManagement.client;
const caseNoteInputSchema = schemaOf('caseNoteInputSchema');
const noteId = formIds('case-note');
const noteFields = ['body', 'internal'] as const;

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
  const noteForm = usePortalForm({
    schema: caseNoteInputSchema,
    defaultValues: { body: '', internal: true },
    fieldOrder: noteFields,
    idOf: noteId,
    mutation: add,
    toVariables: (values) => values,
    messages: { failureTitle: text.noteFailed, success: text.noteAdded },
  });
  return (
    <Section title={text.notes}>
      <form
        noValidate
        aria-label={text.notes}
        className="flex flex-col gap-3"
        onSubmit={(event) => void noteForm.onSubmit(event)}
      >
        <ErrorSummary {...noteForm.summaryProps()} />
        <Textarea
          label={text.noteLabel}
          error={noteForm.errors.body?.message}
          {...noteForm.field.text('body')}
        />
        {noteForm.field.checkbox('internal', text.internalLabel)}
        <SubmitButton
          pending={noteForm.pending}
          pendingLabel={text.addingNote}
          className="self-start"
        >
          {text.addNote}
        </SubmitButton>
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
