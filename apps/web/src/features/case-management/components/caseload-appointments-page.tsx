import { caseManagement, fillTemplate } from '@pathways/content';
import type { CaseloadAppointment } from '@pathways/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaseloadAppointments } from '../api/clients';
import { CalendarFeedSection } from './calendar-feed-section';
import { DataTable, type Column } from '@/components/portal/data-table';
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
      <CalendarFeedSection text={caseManagement.calendarFeed} language="en" />
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
        <DataTable
          caption={title}
          columns={appointmentColumns(today)}
          rows={rows}
          rowKey={(appointment) => appointment.id}
          rowClassName={(appointment) => (isOn(appointment, today) ? 'bg-amber-50' : undefined)}
        />
      )}
    </Section>
  );
}

function isOn(appointment: CaseloadAppointment, day: string | undefined): boolean {
  return day !== undefined && formatDate(appointment.date) === day;
}

function appointmentColumns(today: string | undefined): Column<CaseloadAppointment>[] {
  return [
    {
      id: 'when',
      header: text.columns.when,
      cell: (appointment) => (
        <>
          {formatTime(appointment.date)}
          {isOn(appointment, today) ? (
            <Badge tone="accent" className="ml-2">
              {text.today}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      id: 'client',
      header: text.columns.client,
      cell: (appointment) => (
        <Link
          className="font-semibold text-brand-800 underline"
          to={paths.caseWorkerClient(appointment.client.id)}
        >
          {appointment.client.fullName}
        </Link>
      ),
    },
    {
      id: 'appointment',
      header: text.columns.appointment,
      cell: (appointment) => `${appointment.title} · ${client.modes[appointment.mode]}`,
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (appointment) => (
        <>
          <p>{caseManagement.myAppointments.attendance[appointment.attendance]}</p>
          {appointment.rescheduleRequest ? (
            <Badge tone="danger">
              {fillTemplate(text.rescheduleRequested, {
                times: appointment.rescheduleRequest.preferredTimes,
              })}
            </Badge>
          ) : null}
        </>
      ),
    },
  ];
}
