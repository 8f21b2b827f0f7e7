import type { Job } from '@pathways/schemas';
import { fillTemplate } from '@pathways/content';
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
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useApply } from '../api/jobs';

const applyInputSchema = schemaOf('applyInputSchema');

/** Apply with a short note: a button that opens the note, then sends it. */
export function ApplyForm({ job }: { job: Job }) {
  const t = usePortalText().client.jobs.search;
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(false);
  if (applied) {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-900">
        {t.applied}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        size="sm"
        aria-label={fillTemplate(t.applyTo, { title: job.title })}
        onClick={() => setOpen(true)}
      >
        {t.apply}
      </Button>
    );
  }
  return <ApplyNoteForm job={job} onApplied={() => setApplied(true)} />;
}

/** The note to the employer, checked here first (its length), then sent with the application. */
function ApplyNoteForm({ job, onApplied }: { job: Job; onApplied: () => void }) {
  const t = usePortalText().client.jobs.search;
  const apply = useApply();
  const applyForm = usePortalForm({
    schema: applyInputSchema,
    defaultValues: { note: '' },
    fieldOrder: ['note'],
    idOf: formIds(`apply-${job.id}`),
    mutation: apply,
    toVariables: ({ note }) => ({ id: job.id, ...(note ? { note } : {}) }),
    // "Application sent" replaces the form (above), not a toast.
    messages: { failureTitle: t.applyFailed },
    onSuccess: onApplied,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:max-w-md"
      aria-label={fillTemplate(t.applyTo, { title: job.title })}
      onSubmit={(event) => void applyForm.onSubmit(event)}
    >
      <ErrorSummary {...applyForm.summaryProps()} />
      <Textarea
        label={t.noteLabel}
        rows={3}
        error={applyForm.errors.note?.message}
        // The note field takes focus as it opens: the person pressed Apply to write it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        {...applyForm.field.text('note')}
      />
      <SubmitButton
        pending={applyForm.pending}
        pendingLabel={t.sendingApplication}
        className="self-start"
      >
        {t.sendApplication}
      </SubmitButton>
    </form>
  );
}
