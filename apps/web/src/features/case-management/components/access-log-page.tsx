import { caseManagement, fillTemplate } from '@pathways/content';
import { Button } from '@/components/ui/button';
import { useAccessLog } from '../api/staff';
import { ErrorText, Section, fieldLabel, formatTime } from '@/components/portal/parts';

const text = caseManagement.accessLog;

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.heading}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {text.columns.at}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.who}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.record}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.fields}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.reason}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top">
                <td className="whitespace-nowrap px-3 py-2">{formatTime(entry.at)}</td>
                <td className="px-3 py-2">{entry.actor?.fullName ?? '—'}</td>
                <td className="px-3 py-2">
                  {entry.intakeReference
                    ? fillTemplate(text.intake, { reference: entry.intakeReference })
                    : fillTemplate(text.client, { id: String(entry.clientId ?? '') })}
                </td>
                <td className="px-3 py-2">
                  {entry.fields.map((field) => fieldLabel(field, caseManagement.fields)).join(', ')}
                </td>
                <td className="px-3 py-2">{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!log.isPending && entries.length === 0 ? <p className="p-3">{text.empty}</p> : null}
      </div>
      {log.hasNextPage ? (
        <Button variant="secondary" className="mt-4" onClick={() => void log.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
    </Section>
  );
}
