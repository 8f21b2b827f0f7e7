import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { ErrorText, Field, fieldClass } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useReissueInvitation } from '../api/clients';

const text = caseManagement.client;

/**
 * "Send a new invitation link" (issue 32 D3): for a client whose one-time link was lost (a double
 * click hid it, the e-mail never came). It asks first, since the old link stops working; the new
 * link shows here once, to copy, and focus goes to it.
 */
export function ClientInvitation({ client }: { client: ClientRecord }) {
  const reissue = useReissueInvitation(client.id);
  const [confirming, setConfirming] = useState(false);
  const linkBox = useRef<HTMLDivElement>(null);
  const invitation = reissue.data;
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
      <p className="text-slate-700">{text.newInvitationHint}</p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="secondary" size="sm" className="self-start">
            {text.newInvitation}
          </Button>
        }
        title={text.newInvitationTitle}
        description={fillTemplate(text.newInvitationText, { name: client.fullName })}
        confirmLabel={text.newInvitation}
        confirmVariant="primary"
        pendingLabel={text.sendingInvitation}
        cancelLabel={text.keepInvitation}
        pending={reissue.isPending}
        focusAfter={() => linkBox.current}
        onConfirm={() => reissue.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <ErrorText error={reissue.error} />
      </ConfirmDialog>
      {invitation ? (
        <div ref={linkBox} tabIndex={-1} role="status" className="rounded-lg bg-emerald-50 p-4">
          <p className="font-semibold text-emerald-900">
            {fillTemplate(text.invitationUsername, { username: invitation.username })}
          </p>
          <Field label={text.invitationSent}>
            {(inputId) => (
              <input id={inputId} readOnly value={invitation.link} className={fieldClass} />
            )}
          </Field>
        </div>
      ) : null}
    </div>
  );
}
