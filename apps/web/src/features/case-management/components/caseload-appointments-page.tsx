import { caseManagement, fillTemplate } from '@pathways/content';
import type { CaseloadAppointment } from '@pathways/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaseloadAppointments } from '../api/clients';
import { PageIntro, Section, formatDate, formatTime } from '@/components/portal/parts';

const text = caseManagement.caseloadAppointments;
const client = caseManagement.client;

/** Case Worker › Appointments: the caseload's appointments, upcoming first, today's marked. */
export function CaseloadAppointmentsPage() {
  useDocumentTitle(text.title);
  const query = useCaseloadAppointments();
  // "Today" as of opening the page (the page clock in tests): read once, not on every render.
  const [today] = useState(() => formatDate(new Date().toISOString()));
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      <DashboardQuery query={query} skeletonCards={0}>
        {(data) => (
          <>
            <AppointmentsTable
              title={text.upcoming}
              empty={text.noUpcoming}
              rows={data.upcoming}
              today={today}
            />
            <AppointmentsTable title={text.past} empty={text.noPast} rows={data.past} />
          </>
        )}
      </DashboardQuery>
    </div>
  );
}

function AppointmentsTable({
  title,
  empty,
  rows,
  today,
}: {
  title: string;
  empty: string;
  rows: readonly CaseloadAppointment[];
  /** The local day (as formatDate writes it) whose appointments are highlighted. */
  today?: string;
}) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {text.columns.when}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.client}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.appointment}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((appointment) => {
                const isToday = today !== undefined && formatDate(appointment.date) === today;
                return (
                  <tr
                    key={appointment.id}
                    className={`border-t border-slate-200 ${isToday ? 'bg-amber-50' : ''}`}
                  >
                    <td className="px-3 py-3">
                      {formatTime(appointment.date)}
                      {isToday ? (
                        <Badge tone="accent" className="ml-2">
                          {text.today}
                        </Badge>
                      ) : null}
                    </td>
                    <td className="px-3 py-3">
                      <Link
                        className="font-semibold text-brand-800 underline"
                        to={`/dashboard/case-worker/clients/${appointment.client.id}`}
                      >
                        {appointment.client.fullName}
                      </Link>
                    </td>
                    <td className="px-3 py-3">
                      {appointment.title} · {client.modes[appointment.mode]}
                    </td>
                    <td className="px-3 py-3">
                      <p>{caseManagement.myAppointments.attendance[appointment.attendance]}</p>
                      {appointment.rescheduleRequest ? (
                        <Badge tone="danger">
                          {fillTemplate(text.rescheduleRequested, {
                            times: appointment.rescheduleRequest.preferredTimes,
                          })}
                        </Badge>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
