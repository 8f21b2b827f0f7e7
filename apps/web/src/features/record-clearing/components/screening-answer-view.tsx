import type { RecordClearing, Translation } from '@pathways/content';
import type { ScreeningAnswer } from '@pathways/record-clearing';
import type { Ref } from 'react';

type AnswerText = Translation<RecordClearing>['answer'];

/** The screener's answer: what it means, why (with the Code section), from when, what to do next. */
export function ScreeningAnswerView({
  answer,
  text,
  headingRef,
}: {
  answer: ScreeningAnswer;
  text: AnswerText;
  /** Focus lands on the heading once the answer shows, so keyboard and screen-reader users hear it. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="record-clearing-answer"
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-5"
      data-status={answer.status}
    >
      <h2
        id="record-clearing-answer"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        {text.heading}: {text.statuses[answer.status]}
      </h2>
      <p className="text-slate-800">{answer.reason}</p>
      {answer.eligibleOn === undefined ? null : (
        <p className="font-semibold text-slate-900">
          {text.eligibleOn}: <time dateTime={answer.eligibleOn}>{answer.eligibleOn}</time>
        </p>
      )}
      <h3 className="font-semibold text-slate-900">{text.nextSteps}</h3>
      <ul className="list-disc pl-6 text-slate-800">
        {answer.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </section>
  );
}
