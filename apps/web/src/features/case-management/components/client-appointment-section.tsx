import { caseManagement } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useScheduleAppointment } from '../api/clients';
import { AppointmentItem } from './appointment-item';
import { ErrorText, Field, Section, fieldClass } from '@/components/portal/parts';

const text = caseManagement.client;

export function AppointmentSection({ client }: { client: ClientRecord }) {
  const schedule = useScheduleAppointment(client.id);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [mode, setMode] = useState<'inPerson' | 'virtual'>('inPerson');
  return (
    <Section title={text.appointments}>
      {client.appointments.length === 0 ? <p className="text-sm">{text.noAppointments}</p> : null}
      <ul className="flex flex-col gap-3">
        {client.appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} clientId={client.id} appointment={appointment} />
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          schedule.mutate(
            { title, date: new Date(date).toISOString(), mode },
            {
              onSuccess: () => {
                setTitle('');
                setDate('');
              },
            },
          );
        }}
      >
        <Field label={text.appointmentTitle}>
          {(id) => (
            <input
              id={id}
              required
              className={fieldClass}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label={text.appointmentDate}>
          {(id) => (
            <input
              id={id}
              required
              type="datetime-local"
              className={fieldClass}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        <Field label={text.appointmentMode}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={mode}
              onChange={(event) =>
                setMode(event.target.value === 'virtual' ? 'virtual' : 'inPerson')
              }
            >
              <option value="inPerson">{text.modes.inPerson}</option>
              <option value="virtual">{text.modes.virtual}</option>
            </select>
          )}
        </Field>
        <Button type="submit" disabled={schedule.isPending}>
          {text.schedule}
        </Button>
        <ErrorText error={schedule.error} />
      </form>
    </Section>
  );
}
