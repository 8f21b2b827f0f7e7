import { fillTemplate, outcomesText, programs } from '@pathways/content';
import type { ProgramEnrollment } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { useEnrolInProgram } from '../api/placements';
import { formatDay } from '@/lib/outcome-format';

const text = outcomesText.programs;
const programEnrollmentInputSchema = schemaOf('programEnrollmentInputSchema');
const enrolId = formIds('program-enrolment');
const enrolFields = ['program', 'enrolledOn'] as const;
const programOptions = programs.trainingPrograms.map((option) => ({
  value: option.title,
  label: option.title,
}));

/**
 * The client's training programs, and a form to record an enrolment: outcomes are broken down by
 * the program a client was in when hired. The server checks the answers; its messages show here.
 */
export function ProgramsPart({
  clientId,
  enrollments,
}: {
  clientId: number;
  enrollments: readonly ProgramEnrollment[];
}) {
  const enrol = useEnrolInProgram(clientId);
  const enrolForm = usePortalForm({
    schema: programEnrollmentInputSchema,
    defaultValues: { program: '', enrolledOn: '' },
    fieldOrder: enrolFields,
    idOf: enrolId,
    mutation: enrol,
    toVariables: (values) => values,
    messages: { failureTitle: text.failed, success: text.saved },
  });
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{text.heading}</h3>
      {enrollments.length === 0 ? <p className="text-sm">{text.none}</p> : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            {fillTemplate(text.enrolled, {
              program: enrollment.program,
              date: formatDay(enrollment.enrolledOn),
            })}
          </li>
        ))}
      </ul>
      <form
        noValidate
        aria-label={text.heading}
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => void enrolForm.onSubmit(event)}
      >
        <ErrorSummary {...enrolForm.summaryProps()} />
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={text.program}
            placeholder={text.choose}
            options={programOptions}
            error={enrolForm.errors.program?.message}
            {...enrolForm.field.text('program')}
          />
          <TextInput
            label={text.enrolledOn}
            type="date"
            error={enrolForm.errors.enrolledOn?.message}
            {...enrolForm.field.text('enrolledOn')}
          />
        </div>
        <SubmitButton pending={enrolForm.pending} pendingLabel={text.saving} className="self-start">
          {text.save}
        </SubmitButton>
      </form>
    </div>
  );
}
