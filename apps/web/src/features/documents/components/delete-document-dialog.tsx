import { fillTemplate } from '@pathways/content';
import type { ClientDocument } from '@pathways/schemas';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { ErrorText, fieldError } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { TextInput } from '@/components/form';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDeleteDocument } from '../api/documents';
import type { DocumentsOwner } from '../api/documents';

/** Delete asks first, with the reason the record keeps; the bytes are gone once confirmed. */
export function DeleteDocumentDialog({
  owner,
  document,
}: {
  owner: DocumentsOwner;
  document: ClientDocument;
}) {
  const text = usePortalText().client.documents;
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const remove = useDeleteDocument(owner);
  const toast = useToast();
  const confirm = () =>
    remove.mutate(
      { id: document.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: text.removed, variant: 'success' });
        },
      },
    );
  const reasonError = fieldError(remove.error, 'reason');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={fillTemplate(text.removeLabel, { name: document.fileName })}
        >
          {text.remove}
        </Button>
      }
      title={text.confirmTitle}
      description={fillTemplate(text.confirmText, { name: document.fileName })}
      confirmLabel={text.confirmRemove}
      pendingLabel={text.removing}
      cancelLabel={text.keep}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <TextInput
        id={reasonId}
        label={text.reasonLabel}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      {reasonError ? null : <ErrorText error={remove.error} />}
    </ConfirmDialog>
  );
}
