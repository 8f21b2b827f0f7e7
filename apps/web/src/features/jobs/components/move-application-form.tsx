import { fillTemplate } from '@pathways/content';
import { isPastConditionalOffer, nextApplicationMoves } from '@pathways/schemas';
import type { Application } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { useMoveApplication } from '../api/jobs';
import { text } from './options';

const t = text.applications;
const applicationMoveFormSchema = schemaOf('applicationMoveFormSchema');
const moveFields = ['to', 'citesRecord', 'startDate', 'hourlyWage', 'hoursPerWeek'] as const;

/**
 * Moves one application; Hired asks for the start date, wage and hours of the placement. The form
 * is drawn again for each version of the application (its key), so a move is always made over the
 * version on screen; a stale one is refused by the API and said in the toast.
 */
export function MoveApplicationForm({ application }: { application: Application }) {
  const move = useMoveApplication();
  // The pipeline's rules live once, in @pathways/schemas, as the API applies them.
  const moves = nextApplicationMoves(application.status);
  const moveForm = usePortalForm({
    schema: applicationMoveFormSchema,
    defaultValues: {
      to: '',
      version: application.version,
      startDate: '',
      hourlyWage: '',
      hoursPerWeek: '',
      citesRecord: false,
    },
    fieldOrder: moveFields,
    idOf: formIds(`move-${application.id}`),
    mutation: move,
    toVariables: (values) => ({ id: application.id, ...values }),
    // The application's new status badge is the confirmation.
    messages: { failureTitle: t.moveFailed },
    resetOnSuccess: false,
  });
  const to = moveForm.form.watch('to');
  const { errors, field } = moveForm;
  if (moves.length === 0) return null;
  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:max-w-md"
      onSubmit={(event) => void moveForm.onSubmit(event)}
    >
      <ErrorSummary {...moveForm.summaryProps()} />
      <Select
        label={fillTemplate(t.moveLabel, { name: application.client.fullName })}
        placeholder={t.moveTo}
        options={moves.map((status) => ({ value: status, label: status }))}
        error={errors.to?.message}
        {...field.text('to')}
      />
      {to === 'Not selected' && isPastConditionalOffer(application.status)
        ? field.checkbox('citesRecord', text.fairChance.citesRecord)
        : null}
      {to === 'Hired' ? (
        <>
          <TextInput
            type="date"
            label={t.startDate}
            error={errors.startDate?.message}
            {...field.text('startDate')}
          />
          <TextInput
            inputMode="decimal"
            label={t.hourlyWage}
            error={errors.hourlyWage?.message}
            {...field.text('hourlyWage')}
          />
          <TextInput
            inputMode="numeric"
            label={t.hoursPerWeek}
            error={errors.hoursPerWeek?.message}
            {...field.text('hoursPerWeek')}
          />
        </>
      ) : null}
      <SubmitButton pending={moveForm.pending} pendingLabel={t.moving} className="self-start">
        {t.move}
      </SubmitButton>
    </form>
  );
}
