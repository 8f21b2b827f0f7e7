import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientAppointment } from '@pathways/schemas';
import { useState } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMarkAttendance, useRescheduleAppointment } from '../api/clients';
import { ErrorText, formatTime } from '@/components/portal/parts';

const text = caseManagement.client;
const rescheduleFormSchema = schemaOf('rescheduleFormSchema');

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
  const [editing, setEditing] = useState(false);
  const request = appointment.rescheduleRequest;
  // Attended or missed is said once its time has come (the API refuses it before: issue 32 D10).
  const [openedAt] = useState(() => Date.now());
  const hasHappened = Date.parse(appointment.date) <= openedAt;
  return (
    <li className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{appointment.title}</span>
        <span className="text-slate-700">
          {formatTime(appointment.date)} · {text.modes[appointment.mode]}
        </span>
        <Badge tone="neutral">{text.attendance[appointment.attendance]}</Badge>
        <a
          className="text-brand-700 underline"
          href={`/api/clients/${clientId}/appointments/${appointment.id}.ics`}
          download
          aria-label={`${text.downloadIcs}: ${appointment.title}`}
        >
          {text.downloadIcs}
        </a>
        {appointment.attendance === 'attended' || appointment.attendance === 'noShow' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={mark.isPending}
            aria-label={`${text.undoAttendance}: ${appointment.title}`}
            onClick={() => mark.mutate({ appointmentId: appointment.id, attendance: 'scheduled' })}
          >
            {text.undoAttendance}
          </Button>
        ) : null}
        {appointment.attendance === 'scheduled' ? (
          <>
            {hasHappened ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={mark.isPending}
                  onClick={() =>
                    mark.mutate({ appointmentId: appointment.id, attendance: 'attended' })
                  }
                >
                  {text.markAttended}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={mark.isPending}
                  onClick={() =>
                    mark.mutate({ appointmentId: appointment.id, attendance: 'noShow' })
                  }
                >
                  {text.markNoShow}
                </Button>
              </>
            ) : null}
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
        <RescheduleForm
          clientId={clientId}
          appointment={appointment}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <ErrorText error={mark.error} />
    </li>
  );
}

/** The case worker moves the appointment to a new date and time (the client's request goes). */
function RescheduleForm({
  clientId,
  appointment,
  onDone,
}: {
  clientId: number;
  appointment: ClientAppointment;
  onDone: () => void;
}) {
  const reschedule = useRescheduleAppointment(clientId);
  const rescheduleForm = usePortalForm({
    schema: rescheduleFormSchema,
    defaultValues: { date: toLocalInput(appointment.date) },
    fieldOrder: ['date'],
    idOf: formIds(`reschedule-${appointment.id}`),
    mutation: reschedule,
    toVariables: ({ date }) => ({ appointmentId: appointment.id, date }),
    messages: { failureTitle: text.moveFailed, success: text.appointmentMoved },
    onSuccess: onDone,
  });
  return (
    <form
      noValidate
      aria-label={`${text.reschedule}: ${appointment.title}`}
      className="flex flex-col gap-3"
      onSubmit={(event) => void rescheduleForm.onSubmit(event)}
    >
      <ErrorSummary {...rescheduleForm.summaryProps()} />
      <TextInput
        label={text.rescheduleLabel}
        type="datetime-local"
        error={rescheduleForm.errors.date?.message}
        {...rescheduleForm.field.text('date')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={rescheduleForm.pending} pendingLabel={text.moving}>
          {text.saveReschedule}
        </SubmitButton>
        <Button type="button" size="lg" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
