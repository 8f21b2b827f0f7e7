import { caseManagement, fillTemplate, recordClearing } from '@pathways/content';
import { readCaseForm } from '@pathways/record-clearing';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { Section } from '@/components/portal/parts';
import { useScreenClientCase } from '../api/screen-client-case';
import { postedValues, ScreenerQuestions, type ScreenerValues } from './screener-questions';
import { ScreeningAnswerView } from './screening-answer-view';

const text = caseManagement.client.recordClearing;

/**
 * The record-clearing screener on a client's record (issue 30): the same questions as the public
 * page; the server screens the case, writes the result on the client's timeline and adds a task
 * for a "not yet" date. Staff screens are English (issue 18).
 */
export function ClientScreeningPanel({ clientId }: { clientId: number }) {
  const [values, setValues] = useState<ScreenerValues>({});
  const screening = useScreenClientCase(clientId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    screening.mutate(readCaseForm(postedValues(values)));
  }

  return (
    <Section title={text.heading}>
      <p className="mb-4 text-sm text-slate-700">{text.intro}</p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <ScreenerQuestions
          idPrefix={`client-${clientId}-record-clearing`}
          questions={recordClearing.questions}
          values={values}
          onChange={(name, value) =>
            setValues((previous) => {
              const next = { ...previous, [name]: value };
              if (value === '') delete next[name];
              return next;
            })
          }
        />
        <div>
          <SubmitButton pending={screening.isPending} pendingLabel={text.saving}>
            {text.screen}
          </SubmitButton>
        </div>
      </form>
      {screening.error ? (
        <p role="alert" className="mt-3 text-red-800">
          {screening.error instanceof ApiError ? screening.error.message : String(screening.error)}
        </p>
      ) : null}
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
