import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { intlLocale } from '@pathways/content';
import { useMarkMyMessagesRead, useMyMessages, useSendMyMessage } from '../api/messages';
import { MessageThreadView } from './message-thread';
import { PageIntro, Section } from '@/components/portal/parts';

/** Client › Messages: the thread with their case worker. */
export function MyMessagesPage() {
  const { client, locale } = usePortalText();
  const text = client.messages;
  useDocumentTitle(text.title);
  const thread = useMyMessages();
  const send = useSendMyMessage();
  const markRead = useMarkMyMessagesRead();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.clientIntro} />
      {thread.isPending ? <p role="status">{client.loading}</p> : null}
      {thread.isError ? <p>{text.noCase}</p> : null}
      {thread.data ? (
        <Section title={text.section}>
          <MessageThreadView
            thread={thread.data}
            viewerIsClient
            text={text}
            intlLocale={intlLocale[locale]}
            send={send}
            markRead={() => markRead.mutate()}
          />
        </Section>
      ) : null}
    </div>
  );
}
