import type { RecordClearing, Translation } from '@pathways/content';
import { Checkbox, RadioGroup, TextInput } from '@/components/form';

/** The form's answers by field name, as a browser would post them (a skipped question is absent). */
export type ScreenerValues = Record<string, string>;

type Questions = Translation<RecordClearing>['questions'];

/**
 * The screener's questions about one case, every one with "Not sure". Native controls with names,
 * so the same form also works when posted without JavaScript (the server answers it then).
 */
export function ScreenerQuestions({
  idPrefix,
  questions,
  values,
  onChange,
  errors = {},
}: {
  idPrefix: string;
  questions: Questions;
  values: ScreenerValues;
  onChange: (name: string, value: string) => void;
  /** A message beside a box, by field name (the staff form checks before sending). */
  errors?: Readonly<Partial<Record<string, string>>>;
}) {
  const radio = (name: string, legend: string, options: Questions['yesNoNotSure']) => (
    <RadioGroup
      id={`${idPrefix}-${name}`}
      name={name}
      legend={legend}
      options={options}
      value={values[name] ?? ''}
      onChange={(value) => onChange(name, value)}
    />
  );
  const dateNotSure = (values['dateNotSure'] ?? '') !== '';
  return (
    <div className="grid gap-6">
      {radio('outcome', questions.outcome.legend, questions.outcome.options)}
      <div className="grid gap-2">
        <TextInput
          id={`${idPrefix}-date`}
          name="date"
          type="date"
          label={questions.date.label}
          hint={questions.date.hint}
          value={values['date'] ?? ''}
          error={errors['date']}
          disabled={dateNotSure}
          onChange={(event) => onChange('date', event.target.value)}
        />
        <Checkbox
          id={`${idPrefix}-date-not-sure`}
          name="dateNotSure"
          label={questions.date.notSure}
          checked={dateNotSure}
          onCheckedChange={(checked) => onChange('dateNotSure', checked ? 'on' : '')}
        />
      </div>
      {radio('level', questions.level.legend, questions.level.options)}
      <TextInput
        id={`${idPrefix}-statute`}
        name="statute"
        label={questions.statute.label}
        hint={questions.statute.hint}
        value={values['statute'] ?? ''}
        error={errors['statute']}
        autoComplete="off"
        onChange={(event) => onChange('statute', event.target.value)}
      />
      {radio('allPaid', questions.allPaid.legend, questions.allPaid.options)}
      {radio('pendingCharges', questions.pendingCharges.legend, questions.yesNoNotSure)}
      {radio(
        'priorDeferredJudgments',
        questions.priorDeferredJudgments.legend,
        questions.priorDeferredJudgments.options,
      )}
      {radio(
        'priorMisdemeanorExpungement',
        questions.priorMisdemeanorExpungement.legend,
        questions.yesNoNotSure,
      )}
      {radio(
        'insanityOrIncompetence',
        questions.insanityOrIncompetence.legend,
        questions.yesNoNotSure,
      )}
    </div>
  );
}

/** The answers without the "not sure of the date" box when it is unticked (as a browser posts them). */
export function postedValues(values: ScreenerValues): Record<string, string | undefined> {
  const { dateNotSure, ...rest } = values;
  return dateNotSure ? { ...rest, dateNotSure } : rest;
}
