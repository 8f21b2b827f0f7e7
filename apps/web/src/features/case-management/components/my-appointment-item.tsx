import { intlLocale } from '@pathways/content';
import type { ClientAppointment } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useRequestReschedule } from '../api/my-profile';
import { ErrorText, TextField, fieldError, formatTime } from '@/components/portal/parts';

/** One of my appointments, with a way to ask my case worker to move it while it is upcoming. */
export function MyAppointmentItem({
  appointment,
  upcoming,
  withStatus = false,
}: {
  appointment: ClientAppointment;
  upcoming: boolean;
  /** Client › Appointments also says whether it was attended, missed or cancelled. */
  withStatus?: boolean;
}) {
  const { client, locale } = usePortalText();
  const text = client.myCase;
  const { modes, attendance } = client.myAppointments;
  const request = useRequestReschedule();
  const [asking, setAsking] = useState(false);
  const [times, setTimes] = useState('');
  const error = fieldError(request.error, 'preferredTimes');
  return (
    <li className="flex flex-col gap-2">
      <p>
        <span className="font-semibold text-slate-900">{appointment.title}</span>{' '}
        {formatTime(appointment.date, intlLocale[locale])} · {modes[appointment.mode]}
        {withStatus ? ` · ${attendance[appointment.attendance]}` : null}
      </p>
      {appointment.rescheduleRequest ? (
        <p className="text-slate-800">{text.requested}</p>
      ) : upcoming && appointment.attendance === 'scheduled' ? (
        asking ? (
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              request.mutate(
                { id: appointment.id, preferredTimes: times },
                { onSuccess: () => setAsking(false) },
              );
            }}
          >
            <TextField
              label={text.rescheduleLabel}
              value={times}
              onChange={setTimes}
              error={error}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={request.isPending}>
                {text.sendRequest}
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={() => setAsking(false)}>
                {text.cancel}
              </Button>
            </div>
            {error ? null : <ErrorText error={request.error} />}
          </form>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            aria-label={`${text.reschedule}: ${appointment.title}`}
            onClick={() => setAsking(true)}
          >
            {text.reschedule}
          </Button>
        )
      ) : null}
    </li>
  );
}
