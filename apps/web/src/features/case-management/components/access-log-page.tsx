import { caseManagement, fillTemplate } from '@pathways/content';
import type { AccessLogEntry } from '@pathways/schemas';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/portal/data-table';
import { useAccessLog } from '../api/staff';
import { ErrorText, Section, fieldLabel, formatTime } from '@/components/portal/parts';

const text = caseManagement.accessLog;

const columns: Column<AccessLogEntry>[] = [
  {
    id: 'at',
    header: text.columns.at,
    cell: (entry) => formatTime(entry.at),
    className: 'whitespace-nowrap px-3 py-2 text-sm align-top',
  },
  { id: 'who', header: text.columns.who, cell: (entry) => entry.actor?.fullName ?? '—' },
  {
    id: 'record',
    header: text.columns.record,
    cell: (entry) =>
      entry.intakeReference
        ? fillTemplate(text.intake, { reference: entry.intakeReference })
        : entry.document
          ? fillTemplate(text.document, {
              id: String(entry.clientId ?? ''),
              document: entry.document.id,
            })
          : fillTemplate(text.client, { id: String(entry.clientId ?? '') }),
  },
  {
    id: 'fields',
    header: text.columns.fields,
    cell: (entry) =>
      entry.fields.map((field) => fieldLabel(field, caseManagement.fields)).join(', '),
  },
  { id: 'reason', header: text.columns.reason, cell: (entry) => entry.reason ?? '—' },
];

/** Admin › Reports › Access log: the reads of sensitive fields, with a CSV export for auditors. */
export function AccessLogSection() {
  const log = useAccessLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Section
      title={text.heading}
      action={
        <a className="font-semibold text-brand-800 underline" href="/api/access-log.csv" download>
          {text.download}
        </a>
      }
    >
      <p className="mb-3 text-sm text-slate-700">{text.intro}</p>
      <ErrorText error={log.error} />
      <DataTable
        caption={text.heading}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={log.isPending ? undefined : text.empty}
      />
      {log.hasNextPage ? (
        <Button variant="secondary" className="mt-4" onClick={() => void log.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
    </Section>
  );
}
