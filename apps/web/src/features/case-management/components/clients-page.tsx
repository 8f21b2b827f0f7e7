import { caseManagement, fillTemplate } from '@pathways/content';
import { clientStatuses } from '@pathways/schemas';
import type { ClientStatus } from '@pathways/schemas';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClients } from '../api/clients';
import { ErrorText, Field, PageIntro, fieldClass, formatDate } from '@/components/portal/parts';

const text = caseManagement.clients;

/** Case Worker › My Clients: the caseload (an admin sees every client), with filters and search. */
/** The caseload; the route passes in the due follow-ups (the outcomes feature owns them). */
export function ClientsPage({ FollowUps }: { FollowUps: ComponentType }) {
  useDocumentTitle(text.title);
  const [status, setStatus] = useState<ClientStatus | undefined>();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const clients = useClients({ status, q });
  const rows = clients.data?.pages.flatMap((page) => page.clients) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro}>
        <Link
          className="font-semibold text-brand-800 underline"
          to="/dashboard/case-worker/clients/inbox"
        >
          {text.inboxLink}
        </Link>
      </PageIntro>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim() || undefined);
        }}
      >
        <Field label={text.search}>
          {(id) => (
            <input
              id={id}
              type="search"
              className={fieldClass}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit">{text.searchButton}</Button>
        <Field label={text.statusLabel}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={status ?? ''}
              onChange={(event) =>
                setStatus(clientStatuses.find((value) => value === event.target.value))
              }
            >
              <option value="">{text.all}</option>
              {clientStatuses.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <ErrorText error={clients.error} />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">{text.title}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {text.columns.name}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.status}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.caseWorker}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.since}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((client) => (
              <tr key={client.id} className="border-t border-slate-200">
                <td className="px-3 py-3">
                  <Link
                    className="font-semibold text-brand-800 underline"
                    to={`/dashboard/case-worker/clients/${client.id}`}
                  >
                    {client.fullName}
                  </Link>
                  {client.unreadMessages > 0 ? (
                    <Badge tone="accent" className="ml-2">
                      {fillTemplate(text.unread, { count: String(client.unreadMessages) })}
                    </Badge>
                  ) : null}
                  <p className="text-sm text-slate-700">{client.email}</p>
                </td>
                <td className="px-3 py-3">
                  <Badge tone="brand">{client.status}</Badge>
                </td>
                <td className="px-3 py-3 text-sm text-slate-800">{client.caseWorker?.fullName}</td>
                <td className="px-3 py-3 text-sm text-slate-800">
                  {formatDate(client.intakeDate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {clients.isPending ? (
          <p role="status" className="p-4">
            {text.loading}
          </p>
        ) : null}
        {!clients.isPending && rows.length === 0 ? <p className="p-4">{text.empty}</p> : null}
      </div>
      {clients.hasNextPage ? (
        <Button variant="secondary" onClick={() => void clients.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
      <FollowUps />
    </div>
  );
}
