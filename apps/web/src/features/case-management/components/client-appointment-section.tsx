import { caseManagement } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { useScheduleAppointment } from '../api/clients';
import { AppointmentItem } from './appointment-item';
import { Section } from '@/components/portal/parts';

const text = caseManagement.client;
const appointmentFormSchema = schemaOf('appointmentFormSchema');
const appointmentId = formIds('new-appointment');
const appointmentFields = ['title', 'date', 'mode'] as const;
const modeOptions = [
  { value: 'inPerson', label: text.modes.inPerson },
  { value: 'virtual', label: text.modes.virtual },
];

export function AppointmentSection({ client }: { client: ClientRecord }) {
  const schedule = useScheduleAppointment(client.id);
  const appointmentForm = usePortalForm({
    schema: appointmentFormSchema,
    defaultValues: { title: '', date: '', mode: 'inPerson', notes: '' },
    fieldOrder: appointmentFields,
    idOf: appointmentId,
    mutation: schedule,
    toVariables: (values) => values,
    messages: { failureTitle: text.scheduleFailed, success: text.appointmentScheduled },
  });
  const { errors, field } = appointmentForm;
  return (
    <Section title={text.appointments}>
      {client.appointments.length === 0 ? <p className="text-sm">{text.noAppointments}</p> : null}
      <ul className="flex flex-col gap-3">
        {client.appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} clientId={client.id} appointment={appointment} />
        ))}
      </ul>
      <form
        noValidate
        aria-label={text.appointments}
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => void appointmentForm.onSubmit(event)}
      >
        <ErrorSummary {...appointmentForm.summaryProps()} />
        <div className="flex flex-wrap items-end gap-3">
          <TextInput
            label={text.appointmentTitle}
            error={errors.title?.message}
            {...field.text('title')}
          />
          <TextInput
            label={text.appointmentDate}
            type="datetime-local"
            error={errors.date?.message}
            {...field.text('date')}
          />
          <Select
            label={text.appointmentMode}
            options={modeOptions}
            error={errors.mode?.message}
            {...field.text('mode')}
          />
        </div>
        <SubmitButton
          pending={appointmentForm.pending}
          pendingLabel={text.scheduling}
          className="self-start"
        >
          {text.schedule}
        </SubmitButton>
      </form>
    </Section>
  );
}
