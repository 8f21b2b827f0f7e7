import { caseManagement, fillTemplate } from '@pathways/content';
import { Briefcase, CalendarClock, CalendarX, Users } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/portal/dashboard-parts';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { formatDay, formatPercent } from '@/lib/outcome-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaseloadReport } from '../api/clients';
import { PageIntro, Section } from '@/components/portal/parts';

const text = caseManagement.caseloadReport;

/** Case Worker › Reports: the caller's own caseload in figures. */
export function CaseloadReportPage() {
  useDocumentTitle(text.title);
  const query = useCaseloadReport();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={text.title}
        intro={fillTemplate(text.intro, {
          date: query.data ? formatDay(query.data.asOf) : '…',
        })}
      />
      <DashboardQuery query={query}>
        {(report) => (
          <>
            <StatGrid label={text.title}>
              <StatCard label={text.clients} value={report.clients} icon={Users} />
              <StatCard label={text.due} value={report.followUps.due} icon={CalendarClock} />
              <StatCard label={text.overdue} value={report.followUps.overdue} icon={CalendarX} />
              <StatCard label={text.placements} value={report.placements} icon={Briefcase} />
            </StatGrid>
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title={text.byStatus}>
                {report.byStatus.length === 0 ? (
                  <p>{text.noClients}</p>
                ) : (
                  <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
                    {report.byStatus.map((row) => (
                      <div key={row.status} className="contents">
                        <dt className="text-slate-800">{row.status}</dt>
                        <dd className="text-right font-semibold text-slate-900">{row.count}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </Section>
              <Section title={text.retention}>
                {report.retention90.rate === null ? (
                  <p>{text.noRetention}</p>
                ) : (
                  <p className="text-3xl font-bold text-slate-900">
                    {formatPercent(report.retention90.rate)}
                  </p>
                )}
                <p className="mt-2 text-sm text-slate-700">
                  {fillTemplate(text.retentionOf, {
                    numerator: String(report.retention90.numerator),
                    denominator: String(report.retention90.denominator),
                  })}
                </p>
              </Section>
            </div>
          </>
        )}
      </DashboardQuery>
    </div>
  );
}
