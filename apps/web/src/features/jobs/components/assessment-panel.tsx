import { fillTemplate } from '@pathways/content';
import type { Application, Assessment } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { useEmployerAssessment, useRecordAssessment } from '../api/fair-chance';
import { text } from './options';

const t = text.fairChance;
const assessmentInputSchema = schemaOf('assessmentInputSchema');
const factors = ['natureAndGravity', 'timeElapsed', 'natureOfJob', 'rehabilitation'] as const;

/** The recorded assessment: the factors weighed, the answer window, and the candidate's answer. */
export function AssessmentSummary({ assessment }: { assessment: Assessment }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid gap-1">
        {factors.map((factor) => (
          <div key={factor}>
            <dt className="font-semibold text-slate-800">{t[factor]}</dt>
            <dd className="text-slate-800">{assessment[factor]}</dd>
          </div>
        ))}
      </dl>
      <p>{fillTemplate(t.answerDue, { date: assessment.answerDueOn })}</p>
      <p className="font-semibold text-slate-800">{t.answer}</p>
      <p>{assessment.answer ?? t.noAnswer}</p>
      {assessment.windowClosed ? <p role="status">{t.windowClosed}</p> : null}
    </div>
  );
}

function AssessmentForm({ application }: { application: Application }) {
  const record = useRecordAssessment();
  const form = usePortalForm({
    schema: assessmentInputSchema,
    defaultValues: { natureAndGravity: '', timeElapsed: '', natureOfJob: '', rehabilitation: '' },
    fieldOrder: factors,
    idOf: formIds(`assessment-${application.id}`),
    mutation: record,
    toVariables: (values) => ({ id: application.id, ...values }),
    messages: { failureTitle: t.recordFailed, success: t.recorded },
    resetOnSuccess: false,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <ErrorSummary {...form.summaryProps()} />
      {factors.map((factor) => (
        <Textarea
          key={factor}
          label={t[factor]}
          rows={2}
          error={form.errors[factor]?.message}
          {...form.field.text(factor)}
        />
      ))}
      <SubmitButton pending={form.pending} pendingLabel={t.recording} className="self-start">
        {t.record}
      </SubmitButton>
    </form>
  );
}

/**
 * After a conditional offer: the individualized assessment a decision not to hire that cites the
 * record needs (EEOC 2012 guidance), its form until it is recorded, then what was recorded.
 */
export function AssessmentPanel({ application }: { application: Application }) {
  const assessment = useEmployerAssessment(application.id);
  return (
    <section
      aria-labelledby={`assessment-${application.id}-title`}
      className="flex flex-col gap-2 rounded border border-slate-200 p-3 sm:max-w-xl"
    >
      <h4 id={`assessment-${application.id}-title`} className="font-semibold text-slate-900">
        {t.assessmentTitle}
      </h4>
      {assessment.data?.assessment ? (
        <AssessmentSummary assessment={assessment.data.assessment} />
      ) : assessment.data ? (
        <>
          <p className="text-sm text-slate-800">{t.assessmentIntro}</p>
          <AssessmentForm application={application} />
        </>
      ) : null}
    </section>
  );
}
