import { fillTemplate, intlLocale } from '@pathways/content';
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
import { Button } from '@/components/ui/button';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useRequestReschedule } from '../api/my-profile';
import { formatTime } from '@/components/portal/parts';

const rescheduleRequestInputSchema = schemaOf('rescheduleRequestInputSchema');

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
  const [asking, setAsking] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      <p>
        <span className="font-semibold text-slate-900">{appointment.title}</span>{' '}
        {formatTime(appointment.date, intlLocale[locale])} · {modes[appointment.mode]}
        {withStatus ? ` · ${attendance[appointment.attendance]}` : null}
      </p>
      {upcoming && appointment.attendance === 'scheduled' ? (
        <a
          className="self-start text-brand-700 underline"
          href={`/api/my/appointments/${appointment.id}.ics?lang=${locale}`}
          download
          aria-label={fillTemplate(client.myAppointments.downloadLabel, {
            date: formatTime(appointment.date, intlLocale[locale]),
          })}
        >
          {client.myAppointments.download}
        </a>
      ) : null}
      {appointment.rescheduleRequest ? (
        <p className="text-slate-800">{text.requested}</p>
      ) : upcoming && appointment.attendance === 'scheduled' ? (
        asking ? (
          <RescheduleRequestForm appointment={appointment} onDone={() => setAsking(false)} />
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

/** Which days and times would suit me: checked here first, then sent to my case worker. */
function RescheduleRequestForm({
  appointment,
  onDone,
}: {
  appointment: ClientAppointment;
  onDone: () => void;
}) {
  const text = usePortalText().client.myCase;
  const request = useRequestReschedule();
  const requestForm = usePortalForm({
    schema: rescheduleRequestInputSchema,
    defaultValues: { preferredTimes: '' },
    fieldOrder: ['preferredTimes'],
    idOf: formIds(`reschedule-request-${appointment.id}`),
    mutation: request,
    toVariables: (values) => ({ id: appointment.id, ...values }),
    // The appointment then says "You asked to move this appointment" in place of the form.
    messages: { failureTitle: text.requestFailed },
    onSuccess: onDone,
  });
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      aria-label={`${text.reschedule}: ${appointment.title}`}
      onSubmit={(event) => void requestForm.onSubmit(event)}
    >
      <ErrorSummary {...requestForm.summaryProps()} />
      <TextInput
        label={text.rescheduleLabel}
        error={requestForm.errors.preferredTimes?.message}
        {...requestForm.field.text('preferredTimes')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={requestForm.pending} pendingLabel={text.sendingRequest}>
          {text.sendRequest}
        </SubmitButton>
        <Button type="button" size="lg" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
