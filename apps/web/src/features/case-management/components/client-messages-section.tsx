import { caseManagement } from '@pathways/content';
import {
  useClientMessages,
  useMarkClientMessagesRead,
  useSendClientMessage,
} from '../api/messages';
import { MessageThreadView } from './message-thread';
import { ErrorText, Section } from '@/components/portal/parts';

/** The Messages section of a client's record: the thread with the client, read on opening. */
export function ClientMessagesSection({ clientId }: { clientId: number }) {
  const thread = useClientMessages(clientId);
  const send = useSendClientMessage(clientId);
  const markRead = useMarkClientMessagesRead(clientId);
  return (
    <Section title={caseManagement.messages.section}>
      <ErrorText error={thread.error} />
      {thread.data ? (
        <MessageThreadView
          thread={thread.data}
          viewerIsClient={false}
          text={caseManagement.messages}
          send={send}
          markRead={() => markRead.mutate()}
        />
      ) : null}
    </Section>
  );
}
