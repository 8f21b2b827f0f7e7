import type { Application } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { useAddApplicationNote, useProposeInterviewTimes } from '../api/jobs';
import { text } from './options';

const t = text.applications;
const applicationNoteInputSchema = schemaOf('applicationNoteInputSchema');
const interviewTimesFormSchema = schemaOf('interviewTimesFormSchema');

/**
 * The employer's note on an application, checked with the API's schema before sending: an empty
 * note is named beside the box, nothing is sent, and what was typed stays on any failure.
 */
export function ApplicationNoteForm({ application }: { application: Application }) {
  const addNote = useAddApplicationNote();
  const noteForm = usePortalForm({
    schema: applicationNoteInputSchema,
    defaultValues: { body: '' },
    fieldOrder: ['body'],
    idOf: formIds(`application-${application.id}-note`),
    mutation: addNote,
    toVariables: ({ body }) => ({ id: application.id, body }),
    messages: { failureTitle: t.noteFailed, success: t.noteSaved },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => void noteForm.onSubmit(event)}
    >
      <ErrorSummary {...noteForm.summaryProps()} />
      <Textarea
        label={`${t.note} (${application.client.fullName})`}
        rows={2}
        error={noteForm.errors.body?.message}
        {...noteForm.field.text('body')}
      />
      <SubmitButton pending={noteForm.pending} pendingLabel={t.savingNote} className="self-start">
        {t.addNote}
      </SubmitButton>
    </form>
  );
}

/** An interview time the employer proposes, in their own time zone, sent as an instant. */
export function InterviewTimeForm({ application }: { application: Application }) {
  const propose = useProposeInterviewTimes();
  const timeForm = usePortalForm({
    schema: interviewTimesFormSchema,
    defaultValues: { times: '' },
    fieldOrder: ['times'],
    idOf: formIds(`application-${application.id}-interview`),
    mutation: propose,
    toVariables: ({ times }) => ({ id: application.id, times }),
    messages: { failureTitle: t.proposeFailed, success: t.timeProposed },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => void timeForm.onSubmit(event)}
    >
      <ErrorSummary {...timeForm.summaryProps()} />
      <TextInput
        type="datetime-local"
        label={`${t.interviewTime} (${application.client.fullName})`}
        error={timeForm.errors.times?.message}
        {...timeForm.field.text('times')}
      />
      <SubmitButton pending={timeForm.pending} pendingLabel={t.proposing} className="self-start">
        {t.propose}
      </SubmitButton>
    </form>
  );
}
