import { caseManagement, fillTemplate } from '@pathways/content';
import { canMoveSubmission } from '@pathways/schemas';
import type { InboxDetail, InboxKind, InboxStatus } from '@pathways/schemas';
import { useEffect, useState } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/portal/parts';
import { useToast } from '@/components/ui/toaster';
import { useReplyToSubmission, useUpdateInboxItem } from '../api/inbox';
import { useCaseWorkers } from '../api/staff';

const text = caseManagement.inbox;
const inboxReasonFormSchema = schemaOf('inboxReasonFormSchema');
const inboxReplySchema = schemaOf('inboxReplySchema');

type Decision = Extract<InboxStatus, 'declined' | 'closed'>;

/** The reason a decline or close needs, asked inline under the buttons; kept on the history. */
function ReasonForm({
  kind,
  id,
  decision,
  onDone,
}: {
  kind: InboxKind;
  id: number;
  decision: Decision;
  onDone: () => void;
}) {
  const update = useUpdateInboxItem(kind, id);
  const idOf = formIds(`inbox-${decision}-${kind}-${id}`);
  // The box the button opened takes the focus, so a keyboard user types the reason at once.
  const reasonId = idOf('reason');
  useEffect(() => document.getElementById(reasonId)?.focus(), [reasonId]);
  const reasonForm = usePortalForm({
    schema: inboxReasonFormSchema,
    defaultValues: { reason: '' },
    fieldOrder: ['reason'],
    idOf,
    mutation: update,
    toVariables: ({ reason }) => ({ status: decision, reason }),
    messages: { failureTitle: text.decideFailed, success: text.decided },
    onSuccess: onDone,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => void reasonForm.onSubmit(event)}
    >
      <ErrorSummary {...reasonForm.summaryProps()} />
      <Textarea
        label={decision === 'declined' ? text.declineReasonLabel : text.closeReasonLabel}
        rows={2}
        error={reasonForm.errors.reason?.message}
        {...reasonForm.field.text('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={reasonForm.pending} pendingLabel={text.deciding}>
          {decision === 'declined' ? text.confirmDecline : text.confirmClose}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The moves a submission's status can make from here (issue 32 D5): in review, decline or close
 * (each with a reason), reopen; only those the API allows are offered. An intake is accepted with
 * its own Accept action.
 */
export function DecisionPanel({ kind, item }: { kind: InboxKind; item: InboxDetail }) {
  const update = useUpdateInboxItem(kind, item.id);
  const [asking, setAsking] = useState<Decision | null>(null);
  const can = (to: InboxStatus) => canMoveSubmission(item.status, to);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {item.status === 'new' ? (
          <Button variant="secondary" onClick={() => update.mutate({ status: 'inReview' })}>
            {text.markInReview}
          </Button>
        ) : null}
        {item.status !== 'new' && can('inReview') ? (
          <Button variant="secondary" onClick={() => update.mutate({ status: 'inReview' })}>
            {text.reopen}
          </Button>
        ) : null}
        {can('declined') ? (
          <Button
            variant="secondary"
            aria-expanded={asking === 'declined'}
            onClick={() => setAsking('declined')}
          >
            {text.decline}
          </Button>
        ) : null}
        {can('closed') ? (
          <Button
            variant="secondary"
            aria-expanded={asking === 'closed'}
            onClick={() => setAsking('closed')}
          >
            {text.close_}
          </Button>
        ) : null}
      </div>
      <ErrorText error={update.error} />
      {asking ? (
        <ReasonForm
          key={asking}
          kind={kind}
          id={item.id}
          decision={asking}
          onDone={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * Who the submission is assigned to: an admin picks any active case worker (or nobody); a case
 * worker takes an unassigned one for themself (the API refuses taking one from someone else).
 */
export function AssignPanel({
  kind,
  item,
  isAdmin,
  userId,
}: {
  kind: InboxKind;
  item: InboxDetail;
  isAdmin: boolean;
  userId: number | undefined;
}) {
  const update = useUpdateInboxItem(kind, item.id);
  const workers = useCaseWorkers(isAdmin);
  const toast = useToast();
  const [choice, setChoice] = useState(item.assignedTo ? String(item.assignedTo.id) : '');
  const saved = { onSuccess: () => toast({ title: text.assigned, variant: 'success' }) } as const;
  if (item.status === 'accepted') return null;
  if (!isAdmin) {
    return item.assignedTo === null && userId !== undefined ? (
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => update.mutate({ assignedTo: userId }, saved)}
        >
          {text.assignToMe}
        </Button>
        <ErrorText error={update.error} />
      </div>
    ) : null;
  }
  const options = (workers.data ?? []).map((worker) => ({
    value: String(worker.id),
    label: worker.fullName,
  }));
  if (item.assignedTo && !options.some((option) => option.value === String(item.assignedTo?.id))) {
    options.push({ value: String(item.assignedTo.id), label: item.assignedTo.fullName });
  }
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ assignedTo: choice === '' ? null : Number(choice) }, saved);
      }}
    >
      <Select
        id={`inbox-assign-${kind}-${item.id}`}
        label={text.assignLabel}
        placeholder={text.unassigned}
        options={options}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      <SubmitButton pending={update.isPending} pendingLabel={text.deciding}>
        {text.assign}
      </SubmitButton>
      <ErrorText error={update.error} />
    </form>
  );
}

/** A reply by e-mail to whoever sent the submission, sent through the outbox (issue 32 D5). */
export function ReplyForm({ kind, item }: { kind: InboxKind; item: InboxDetail }) {
  const reply = useReplyToSubmission(kind, item.id);
  const replyForm = usePortalForm({
    schema: inboxReplySchema,
    defaultValues: { body: '' },
    fieldOrder: ['body'],
    idOf: formIds(`inbox-reply-${kind}-${item.id}`),
    mutation: reply,
    toVariables: ({ body }) => body,
    messages: { failureTitle: text.replyFailed, success: text.replySent },
  });
  return (
    <form
      noValidate
      aria-label={text.replyHeading}
      className="flex flex-col gap-3"
      onSubmit={(event) => void replyForm.onSubmit(event)}
    >
      <h3 className="font-semibold text-slate-900">{text.replyHeading}</h3>
      <ErrorSummary {...replyForm.summaryProps()} />
      <Textarea
        label={fillTemplate(text.replyLabel, { email: item.email })}
        hint={text.replyHint}
        rows={4}
        error={replyForm.errors.body?.message}
        {...replyForm.field.text('body')}
      />
      <SubmitButton
        pending={replyForm.pending}
        pendingLabel={text.sendingReply}
        className="self-start"
      >
        {text.sendReply}
      </SubmitButton>
    </form>
  );
}
