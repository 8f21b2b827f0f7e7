import { intlLocale } from '@pathways/content';
import { useState } from 'react';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyCase } from '../api/staff';
import { CalendarFeedSection } from './calendar-feed-section';
import { MyAppointmentItem } from './my-appointment-item';
import { QueryStatus } from '@/components/portal';
import { PageIntro, Section } from '@/components/portal/parts';

/** Client › Appointments: my upcoming meetings (each can be asked to move) and the past ones. */
export function MyAppointmentsPage() {
  const { client, locale } = usePortalText();
  const text = client.myAppointments;
  useDocumentTitle(text.title);
  const myCase = useMyCase();
  // "Upcoming" as of opening the page (the page clock in tests): read once, not on every render.
  const [openedAt] = useState(() => Date.now());
  if (myCase.isPending) return <QueryStatus query={myCase} />;
  if (myCase.isError) {
    return (
      <p role="alert" className="text-red-900">
        {text.error}
      </p>
    );
  }
  const appointments = myCase.data?.appointments ?? [];
  const isUpcoming = (date: string) => new Date(date).getTime() > openedAt;
  // Soonest first for what is coming, most recent first for what is done.
  const upcoming = appointments
    .filter((appointment) => isUpcoming(appointment.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  const past = appointments
    .filter((appointment) => !isUpcoming(appointment.date))
    .sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      <Section title={text.upcoming}>
        {upcoming.length === 0 ? <p>{text.noUpcoming}</p> : null}
        <ul className="flex flex-col gap-3 text-sm">
          {upcoming.map((appointment) => (
            <MyAppointmentItem key={appointment.id} appointment={appointment} upcoming withStatus />
          ))}
        </ul>
      </Section>
      <Section title={text.past}>
        {past.length === 0 ? <p>{text.noPast}</p> : null}
        <ul className="flex flex-col gap-3 text-sm">
          {past.map((appointment) => (
            <MyAppointmentItem
              key={appointment.id}
              appointment={appointment}
              upcoming={false}
              withStatus
            />
          ))}
        </ul>
      </Section>
      <CalendarFeedSection
        text={client.calendarFeed}
        language={locale === 'es' ? 'es' : 'en'}
        intlLocale={intlLocale[locale]}
      />
    </div>
  );
}
