import { caseManagement, fillTemplate } from '@pathways/content';
import type { PlanStep } from '@pathways/schemas';
import { useState } from 'react';
import { Select } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlanTemplate, useSavePlanTemplate } from '../api/plan-template';
import { ErrorText, Field, TextField, fieldClass, fieldError } from '@/components/portal/parts';

const text = caseManagement.planTemplate;
const whenOptions = [
  { value: 'plan', label: text.afterPlan },
  { value: 'placement', label: text.afterPlacement },
];

/** A step as the form edits it: the offset's kind and its days apart, the days as typed. */
interface DraftStep {
  key: number;
  name: string;
  description: string;
  afterPlacement: boolean;
  days: string;
}

let nextKey = 0;
function toDraft(step: PlanStep): DraftStep {
  nextKey += 1;
  return {
    key: nextKey,
    name: step.name,
    description: step.description,
    afterPlacement: step.daysAfterPlacement !== null,
    days: String(step.daysAfterPlacement ?? step.dueInDays ?? 0),
  };
}

function toStep(draft: DraftStep) {
  // A box left empty is sent as-is (NaN is refused by the API with a field error, not guessed).
  const days = draft.days.trim() === '' ? Number.NaN : Number(draft.days);
  return {
    name: draft.name,
    description: draft.description,
    dueInDays: draft.afterPlacement ? null : days,
    daysAfterPlacement: draft.afterPlacement ? days : null,
  };
}

function TemplateForm({ initial }: { initial: readonly PlanStep[] }) {
  const save = useSavePlanTemplate();
  const [steps, setSteps] = useState(() => initial.map(toDraft));
  const change = (key: number, patch: Partial<DraftStep>) =>
    setSteps(steps.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    setSteps(next);
  };
  const error = fieldError(save.error, 'steps');
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ steps: steps.map(toStep) });
      }}
    >
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step.key} className="rounded-lg border border-slate-200 p-4">
            <fieldset className="grid gap-3 md:grid-cols-2">
              <legend className="mb-2 font-semibold text-slate-900">
                {fillTemplate(text.stepLabel, { number: String(index + 1) })}
              </legend>
              <TextField
                label={text.name}
                value={step.name}
                onChange={(name) => change(step.key, { name })}
              />
              <TextField
                label={text.description}
                value={step.description}
                onChange={(description) => change(step.key, { description })}
              />
              <Field label={text.days}>
                {(id) => (
                  <input
                    id={id}
                    inputMode="numeric"
                    className={fieldClass}
                    value={step.days}
                    onChange={(event) => change(step.key, { days: event.target.value })}
                  />
                )}
              </Field>
              <Select
                id={`plan-step-${step.key}-when`}
                label={text.when}
                placeholder={false}
                options={whenOptions}
                value={step.afterPlacement ? 'placement' : 'plan'}
                onChange={(event) =>
                  change(step.key, { afterPlacement: event.target.value === 'placement' })
                }
              />
            </fieldset>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={index === 0}
                aria-label={`${text.moveUp}: ${step.name}`}
                onClick={() => move(index, -1)}
              >
                {text.moveUp}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={index === steps.length - 1}
                aria-label={`${text.moveDown}: ${step.name}`}
                onClick={() => move(index, 1)}
              >
                {text.moveDown}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`${text.remove}: ${step.name}`}
                onClick={() => setSteps(steps.filter((other) => other.key !== step.key))}
              >
                {text.remove}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() =>
          setSteps([
            ...steps,
            toDraft({ name: '', description: '', dueInDays: 30, daysAfterPlacement: null }),
          ])
        }
      >
        {text.add}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-900">
          {error}
        </p>
      ) : (
        <ErrorText error={save.error} />
      )}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {text.save}
      </Button>
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-900">
          {text.saved}
        </p>
      ) : null}
    </form>
  );
}

/** Admin › Settings › Action plan: the template's steps, edited and saved as a whole. */
export function PlanTemplatePage() {
  useDocumentTitle(text.title);
  const template = usePlanTemplate();
  return (
    <section aria-labelledby="plan-template-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plan-template-heading" className="text-2xl font-bold text-slate-900">
          {text.title}
        </h2>
        <p className="mt-1 text-slate-700">{text.intro}</p>
      </div>
      <ErrorText error={template.error} />
      {template.data ? <TemplateForm initial={template.data.steps} /> : null}
    </section>
  );
}
