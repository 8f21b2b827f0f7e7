import { caseManagement, fillTemplate } from '@pathways/content';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClients } from '../api/clients';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';

const text = caseManagement.messages;

/** Case Worker › Messages: the clients who wrote and are waiting, each linking to the record's thread. */
export function StaffMessagesPage() {
  useDocumentTitle(text.title);
  const clients = useClients({ unread: 'true' });
  const rows = clients.data?.pages.flatMap((page) => page.clients) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.staffIntro} />
      <Section title={text.section}>
        <ErrorText error={clients.error} />
        {clients.isPending ? <p role="status">{caseManagement.clients.loading}</p> : null}
        {!clients.isPending && rows.length === 0 ? <p>{text.noneWaiting}</p> : null}
        <ul className="flex flex-col gap-2">
          {rows.map((client) => (
            <li key={client.id} className="flex flex-wrap items-center gap-2">
              <Link
                className="font-semibold text-brand-800 underline"
                to={`${paths.caseWorkerClient(client.id)}#messages`}
              >
                {fillTemplate(text.openClient, { name: client.fullName })}
              </Link>
              <Badge tone="accent">
                {fillTemplate(text.unread, { count: String(client.unreadMessages) })}
              </Badge>
            </li>
          ))}
        </ul>
        {clients.hasNextPage ? (
          <Button variant="secondary" onClick={() => void clients.fetchNextPage()}>
            {caseManagement.clients.loadMore}
          </Button>
        ) : null}
      </Section>
    </div>
  );
}
