import type { Job } from '@pathways/schemas';
import { fillTemplate } from '@pathways/content';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, fieldClass } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useApply } from '../api/jobs';

/** Apply with a short note: a button that opens the note, then sends it. */
export function ApplyForm({ job }: { job: Job }) {
  const t = usePortalText().client.jobs.search;
  const apply = useApply();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (apply.isSuccess) {
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
  return (
    <form
      className="flex flex-col gap-2 sm:max-w-md"
      aria-label={fillTemplate(t.applyTo, { title: job.title })}
      onSubmit={(event) => {
        event.preventDefault();
        apply.mutate({ id: job.id, ...(note.trim() ? { note } : {}) });
      }}
    >
      <Field label={t.noteLabel}>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            className={`${fieldClass} py-2`}
            value={note}
            // The note field takes focus as it opens: the person pressed Apply to write it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm" disabled={apply.isPending}>
        {t.sendApplication}
      </Button>
      <ErrorText error={apply.error} />
    </form>
  );
}
