import { caseManagement } from '@pathways/content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMarkMyMessagesRead, useMyMessages, useSendMyMessage } from '../api/messages';
import { MessageThreadView } from './message-thread';
import { PageIntro, Section } from './parts';

const text = caseManagement.messages;

/** Client › Messages: the thread with their case worker. */
export function MyMessagesPage() {
  useDocumentTitle(text.title);
  const thread = useMyMessages();
  const send = useSendMyMessage();
  const markRead = useMarkMyMessagesRead();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.clientIntro} />
      {thread.isPending ? <p role="status">{caseManagement.clients.loading}</p> : null}
      {thread.isError ? <p>{text.noCase}</p> : null}
      {thread.data ? (
        <Section title={text.section}>
          <MessageThreadView
            thread={thread.data}
            viewerIsClient
            send={send}
            markRead={() => markRead.mutate()}
          />
        </Section>
      ) : null}
    </div>
  );
}
