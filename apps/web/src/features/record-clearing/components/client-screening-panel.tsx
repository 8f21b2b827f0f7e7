import { caseManagement, fillTemplate, recordClearing } from '@pathways/content';
import { ErrorSummary, formIds, schemaOf, SubmitButton, usePortalForm } from '@/components/form';
import { Section } from '@/components/portal/parts';
import { useScreenClientCase } from '../api/screen-client-case';
import { ScreenerQuestions } from './screener-questions';
import { ScreeningAnswerView } from './screening-answer-view';

const text = caseManagement.client.recordClearing;
const clientScreeningFormSchema = schemaOf('clientScreeningFormSchema');
/** The boxes the schema can name (the rest are choices with "Not sure"), in the page's order. */
const CHECKED_FIELDS = ['date', 'statute'] as const;

/**
 * The record-clearing screener on a client's record (issue 30): the same questions as the public
 * page; the server screens the case, writes the result on the client's timeline and adds a task
 * for a "not yet" date. On the portal's form kit (issue 26): a too-long code section is named
 * before anything is sent, and a server's field error lands on its box. Staff screens are English.
 */
export function ClientScreeningPanel({ clientId }: { clientId: number }) {
  const screening = useScreenClientCase(clientId);
  const idPrefix = `client-${clientId}-record-clearing`;
  const screenForm = usePortalForm({
    schema: clientScreeningFormSchema,
    defaultValues: {},
    fieldOrder: CHECKED_FIELDS,
    idOf: formIds(idPrefix),
    mutation: screening,
    toVariables: (input) => input,
    messages: { failureTitle: text.failed },
    // The answers stay beside the result, so the case worker can see what was screened.
    resetOnSuccess: false,
  });
  const values = screenForm.form.watch();
  const errors = Object.fromEntries(
    CHECKED_FIELDS.map((field) => [field, screenForm.errors[field]?.message]),
  );
  return (
    <Section title={text.heading}>
      <p className="mb-4 text-sm text-slate-700">{text.intro}</p>
      <form onSubmit={(event) => void screenForm.onSubmit(event)} noValidate className="grid gap-4">
        <ErrorSummary {...screenForm.summaryProps()} />
        <ScreenerQuestions
          idPrefix={idPrefix}
          questions={recordClearing.questions}
          values={values}
          errors={errors}
          onChange={(name, value) =>
            screenForm.form.setValue(name, value, {
              shouldValidate: screenForm.form.formState.isSubmitted,
            })
          }
        />
        <div>
          <SubmitButton pending={screenForm.pending} pendingLabel={text.saving}>
            {text.screen}
          </SubmitButton>
        </div>
      </form>
      {screening.data ? (
        <div className="mt-4 grid gap-2" role="status">
          <p className="font-semibold text-slate-900">{text.saved}</p>
          {screening.data.followUp?.dueDate ? (
            <p className="text-slate-800">
              {fillTemplate(text.followUp, { date: screening.data.followUp.dueDate })}
            </p>
          ) : null}
          <ScreeningAnswerView answer={screening.data.answer} text={recordClearing.answer} />
        </div>
      ) : null}
    </Section>
  );
}
