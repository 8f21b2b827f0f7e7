import { fillTemplate, type ClientPortal, type Translation } from '@pathways/content';
import type { MessageThread } from '@pathways/schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { formatTime } from '@/components/portal/parts';

const messageInputSchema = schemaOf('messageInputSchema');
const messageId = formIds('message');

/** The thread's words: the client's in their language; staff pass the same English words. */
export type ThreadText = Pick<
  Translation<ClientPortal>['messages'],
  | 'title'
  | 'empty'
  | 'label'
  | 'send'
  | 'sending'
  | 'sendFailed'
  | 'sent'
  | 'you'
  | 'read'
  | 'unread'
  | 'fromClient'
>;

/**
 * One thread as either side sees it: the messages oldest first, then a box to write the next one.
 * Opening a thread with unread messages marks them read (once per render of new ones). An empty
 * message is caught before sending; a refused one keeps its text in the box with the reason under
 * the label.
 */
export function MessageThreadView({
  thread,
  viewerIsClient,
  send,
  markRead,
  text,
  intlLocale = 'en-US',
}: {
  thread: MessageThread;
  text: ThreadText;
  intlLocale?: string;
  viewerIsClient: boolean;
  send: UseMutationResult<unknown, Error, string>;
  markRead: () => void;
}) {
  const messageForm = usePortalForm({
    schema: messageInputSchema,
    defaultValues: { body: '' },
    fieldOrder: ['body'],
    idOf: messageId,
    mutation: send,
    toVariables: ({ body }) => body,
    // "Message sent" shows under the box (below), not in a toast too.
    messages: { failureTitle: text.sendFailed },
  });
  const typed = messageForm.form.watch('body');
  const { unread } = thread;
  useEffect(() => {
    if (unread > 0) markRead();
    // markRead changes identity each render; the unread count is what should trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);
  return (
    <div className="flex flex-col gap-4">
      {thread.messages.length === 0 ? <p className="text-sm">{text.empty}</p> : null}
      <ol className="flex flex-col gap-3" aria-label={text.title}>
        {thread.messages.map((message) => {
          const mine = message.fromClient === viewerIsClient;
          return (
            <li
              key={message.id}
              className={`max-w-prose rounded-lg p-3 text-sm ${
                mine ? 'self-end bg-brand-50' : 'self-start bg-slate-100'
              }`}
            >
              <p className="text-xs font-semibold text-slate-700">
                {mine ? text.you : (message.authorName ?? text.fromClient)} ·{' '}
                {formatTime(message.sentAt, intlLocale)}
                {mine && message.readAt ? ` · ${text.read}` : ''}
              </p>
              <p className="whitespace-pre-wrap text-slate-900">{message.body}</p>
            </li>
          );
        })}
      </ol>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => void messageForm.onSubmit(event)}
      >
        <ErrorSummary {...messageForm.summaryProps()} />
        <Textarea
          label={text.label}
          rows={3}
          error={messageForm.errors.body?.message}
          {...messageForm.field.text('body')}
        />
        <SubmitButton
          pending={messageForm.pending}
          pendingLabel={text.sending}
          className="self-start"
        >
          {text.send}
        </SubmitButton>
        {send.isSuccess && typed === '' ? (
          <p role="status" className="text-sm text-emerald-900">
            {text.sent}
          </p>
        ) : null}
      </form>
      {thread.unread > 0 ? (
        <p className="sr-only">{fillTemplate(text.unread, { count: String(thread.unread) })}</p>
      ) : null}
    </div>
  );
}
