import { fillTemplate } from '@pathways/content';
import type { Assessment } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useAnswerAssessment, useMyAssessments } from '../api/fair-chance';

const assessmentAnswerInputSchema = schemaOf('assessmentAnswerInputSchema');
const factors = ['natureAndGravity', 'timeElapsed', 'natureOfJob', 'rehabilitation'] as const;

function AnswerForm({ assessment }: { assessment: Assessment }) {
  const t = usePortalText().client.jobs.assessment;
  const answer = useAnswerAssessment();
  const form = usePortalForm({
    schema: assessmentAnswerInputSchema,
    defaultValues: { answer: '' },
    fieldOrder: ['answer'],
    idOf: formIds(`assessment-${assessment.id}-answer`),
    mutation: answer,
    toVariables: (values) => ({ id: assessment.id, answer: values.answer }),
    messages: { failureTitle: t.failed, success: t.sent },
    resetOnSuccess: false,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <ErrorSummary {...form.summaryProps()} />
      <Textarea
        label={t.answerLabel}
        hint={t.answerHint}
        rows={4}
        error={form.errors.answer?.message}
        {...form.field.text('answer')}
      />
      <SubmitButton pending={form.pending} pendingLabel={t.sending} className="self-start">
        {t.send}
      </SubmitButton>
    </form>
  );
}

/**
 * Client › Applications: an employer's individualized assessment of the client's record, with the
 * reasons (never in the e-mail), and the client's answer within the window (issue 29 point 3).
 */
export function MyAssessments() {
  const t = usePortalText().client.jobs.assessment;
  const assessments = useMyAssessments();
  const list = assessments.data?.assessments ?? [];
  if (list.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {list.map((assessment) => (
        <section
          key={assessment.id}
          aria-labelledby={`my-assessment-${assessment.id}`}
          className="flex flex-col gap-3 rounded border border-amber-300 bg-amber-50 p-4"
        >
          <h2
            id={`my-assessment-${assessment.id}`}
            className="text-lg font-semibold text-slate-900"
          >
            {fillTemplate(t.title, {
              jobTitle: assessment.job.title,
              companyName: assessment.job.companyName,
            })}
          </h2>
          <p>{fillTemplate(t.intro, { date: assessment.answerDueOn })}</p>
          <dl className="grid gap-2 text-sm">
            {factors.map((factor) => (
              <div key={factor}>
                <dt className="font-semibold text-slate-800">{t[factor]}</dt>
                <dd className="text-slate-800">{assessment[factor]}</dd>
              </div>
            ))}
          </dl>
          {assessment.answer !== null ? (
            <div className="text-sm">
              <p className="font-semibold text-slate-800">{t.yourAnswer}</p>
              <p>{assessment.answer}</p>
            </div>
          ) : assessment.windowClosed ? (
            <p>{t.closed}</p>
          ) : (
            <AnswerForm assessment={assessment} />
          )}
        </section>
      ))}
    </div>
  );
}
