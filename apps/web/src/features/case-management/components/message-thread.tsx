import { fillTemplate, type ClientPortal, type Translation } from '@pathways/content';
import type { MessageThread } from '@pathways/schemas';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, TextField, fieldError, formatTime } from '@/components/portal/parts';

/** The thread's words: the client's in their language; staff pass the same English words. */
export type ThreadText = Pick<
  Translation<ClientPortal>['messages'],
  'title' | 'empty' | 'label' | 'send' | 'sent' | 'you' | 'read' | 'unread' | 'fromClient'
>;

/**
 * One thread as either side sees it: the messages oldest first, then a box to write the next one.
 * Opening a thread with unread messages marks them read (once per render of new ones). A refused
 * message keeps its text in the box with the reason under the label.
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
  send: {
    mutate: (body: string, options: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: Error | null;
    isSuccess: boolean;
  };
  markRead: () => void;
}) {
  const [body, setBody] = useState('');
  const { unread } = thread;
  useEffect(() => {
    if (unread > 0) markRead();
    // markRead changes identity each render; the unread count is what should trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);
  const error = fieldError(send.error, 'body');
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
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(body, { onSuccess: () => setBody('') });
        }}
      >
        <TextField label={text.label} multiline value={body} onChange={setBody} error={error} />
        <Button type="submit" className="self-start" disabled={send.isPending}>
          {text.send}
        </Button>
        {error ? null : <ErrorText error={send.error} />}
        {send.isSuccess && body === '' ? (
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
