import { employerSetupText, fillTemplate } from '@pathways/content';
import type { Job } from '@pathways/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { ErrorText } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useDeleteJob } from '../api/employer-setup';

const t = employerSetupText.jobs;

/** Deleting a draft or a returned posting asks first: it cannot be undone (issue 32 D6). */
export function DeleteJobDialog({ job }: { job: Job }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const remove = useDeleteJob({
    onDeleted: () => toast({ title: t.deleted, variant: 'success' }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      trigger={
        <Button size="sm" variant="secondary" aria-label={`${t.delete}: ${job.title}`}>
          {t.delete}
        </Button>
      }
      title={t.deleteTitle}
      description={fillTemplate(t.deleteText, { title: job.title })}
      confirmLabel={t.deleteConfirm}
      pendingLabel={t.deleting}
      cancelLabel={t.keep}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(job.id)}
    >
      <ErrorText error={remove.error} />
    </ConfirmDialog>
  );
}
