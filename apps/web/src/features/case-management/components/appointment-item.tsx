import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientAppointment } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMarkAttendance, useRescheduleAppointment } from '../api/clients';
import { ErrorText, Field, fieldClass, formatTime } from '@/components/portal/parts';

const text = caseManagement.client;

/** "2026-12-03T15:00" in the browser's time zone, as a datetime-local input takes it. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const offsetMs = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString().slice(0, 16);
}

/**
 * One appointment on the staff record: when and where, attendance, the client's request to move it,
 * and the case worker's actions (attended, no-show, reschedule).
 */
export function AppointmentItem({
  clientId,
  appointment,
}: {
  clientId: number;
  appointment: ClientAppointment;
}) {
  const mark = useMarkAttendance(clientId);
  const reschedule = useRescheduleAppointment(clientId);
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(() => toLocalInput(appointment.date));
  const request = appointment.rescheduleRequest;
  return (
    <li className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{appointment.title}</span>
        <span className="text-slate-700">
          {formatTime(appointment.date)} · {text.modes[appointment.mode]}
        </span>
        <Badge tone="neutral">{text.attendance[appointment.attendance]}</Badge>
        {appointment.attendance === 'scheduled' ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => mark.mutate({ appointmentId: appointment.id, attendance: 'attended' })}
            >
              {text.markAttended}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => mark.mutate({ appointmentId: appointment.id, attendance: 'noShow' })}
            >
              {text.markNoShow}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={editing}
              aria-label={`${text.reschedule}: ${appointment.title}`}
              onClick={() => setEditing(!editing)}
            >
              {text.reschedule}
            </Button>
          </>
        ) : null}
      </div>
      {request ? (
        <p className="rounded-md bg-amber-50 p-2 text-amber-950">
          {fillTemplate(text.rescheduleRequested, {
            times: request.preferredTimes,
            date: formatTime(request.requestedAt),
          })}
        </p>
      ) : null}
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reschedule.mutate(
              { appointmentId: appointment.id, date: new Date(date).toISOString() },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <Field label={text.rescheduleLabel}>
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
          <Button type="submit" size="sm" disabled={reschedule.isPending}>
            {text.saveReschedule}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
            {text.cancel}
          </Button>
          <ErrorText error={reschedule.error} />
        </form>
      ) : null}
      <ErrorText error={mark.error} />
    </li>
  );
}
