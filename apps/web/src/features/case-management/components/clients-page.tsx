import { caseManagement, fillTemplate } from '@pathways/content';
import { clientStatuses } from '@pathways/schemas';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClients } from '../api/clients';
import {
  DataTable,
  QueryStatus,
  FilterBar,
  LoadMore,
  PageIntro,
  formatDate,
} from '@/components/portal';

const text = caseManagement.clients;

/** Case Worker › My Clients: the caseload (an admin sees every client), with filters and search. */
/** The caseload; the route passes in the due follow-ups (the outcomes feature owns them). */
/** The caseload's search box and status filter (GET /api/clients's query). */
type ClientFilters = { q?: string | undefined; status?: string | undefined };

export function ClientsPage({ FollowUps }: { FollowUps: ComponentType }) {
  useDocumentTitle(text.title);
  const [filters, setFilters] = useState<ClientFilters>({});
  const clients = useClients({
    q: filters.q,
    status: clientStatuses.find((value) => value === filters.status),
  });
  const rows = clients.data?.pages.flatMap((page) => page.clients) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro}>
        <Link className="font-semibold text-brand-800 underline" to={paths.caseWorkerInbox}>
          {text.inboxLink}
        </Link>
      </PageIntro>
      <FilterBar<ClientFilters>
        value={filters}
        onChange={setFilters}
        search={{ name: 'q', label: text.search, button: text.searchButton }}
        filters={[
          {
            name: 'status',
            label: text.statusLabel,
            allLabel: text.all,
            options: clientStatuses.map((value) => ({ value, label: value })),
          },
        ]}
      />
      <QueryStatus query={clients} />
      <DataTable
        caption={text.title}
        rows={rows}
        rowKey={(client) => client.id}
        empty={clients.isPending ? undefined : text.empty}
        columns={[
          {
            id: 'name',
            header: text.columns.name,
            className: 'px-3 py-3',
            compare: (a, b) => a.fullName.localeCompare(b.fullName),
            cell: (client) => (
              <>
                <Link
                  className="font-semibold text-brand-800 underline"
                  to={paths.caseWorkerClient(client.id)}
                >
                  {client.fullName}
                </Link>
                {client.unreadMessages > 0 ? (
                  <Badge tone="accent" className="ml-2">
                    {fillTemplate(text.unread, { count: String(client.unreadMessages) })}
                  </Badge>
                ) : null}
                <p className="text-sm text-slate-700">{client.email}</p>
              </>
            ),
          },
          {
            id: 'status',
            header: text.columns.status,
            className: 'px-3 py-3',
            cell: (client) => <Badge tone="brand">{client.status}</Badge>,
          },
          {
            id: 'caseWorker',
            header: text.columns.caseWorker,
            cell: (client) => client.caseWorker?.fullName,
            className: 'px-3 py-3 text-sm text-slate-800',
          },
          {
            id: 'since',
            header: text.columns.since,
            compare: (a, b) => a.intakeDate.localeCompare(b.intakeDate),
            cell: (client) => formatDate(client.intakeDate),
            className: 'px-3 py-3 text-sm text-slate-800',
          },
        ]}
      />
      <LoadMore query={clients} label={text.loadMore} />
      <FollowUps />
    </div>
  );
}
