import { caseManagement, fillTemplate } from '@pathways/content';
import { MAX_PLAN_STEPS } from '@pathways/schemas';
import type { PlanStep } from '@pathways/schemas';
import { useFieldArray, type Path } from 'react-hook-form';
import {
  errorAt,
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSavePlanTemplate } from '../api/plan-template';

const text = caseManagement.planTemplate;
const planTemplateFormSchema = schemaOf('planTemplateFormSchema');
const idOf = formIds('plan-template');
const whenOptions = [
  { value: 'plan', label: text.afterPlan },
  { value: 'placement', label: text.afterPlacement },
];

interface StepValues {
  name: string;
  description: string;
  when: string;
  days: string;
}
interface TemplateValues {
  steps: StepValues[];
}

/** The API's field for a step's days: which date they count from decides its name. */
const daysField = (index: number, when: string) =>
  `steps.${index}.${when === 'placement' ? 'daysAfterPlacement' : 'dueInDays'}`;

/**
 * Every field the API may name, in page order, for the error summary and the server's field
 * errors: a step's days are named by the API's body (dueInDays or daysAfterPlacement), so the
 * order lists both, and the list's own message ("each step needs its own name") comes last. These
 * paths are the API's, not the form's, hence the cast.
 */
const fieldOrder = [
  ...Array.from({ length: MAX_PLAN_STEPS }, (_, index) => [
    `steps.${index}.name`,
    `steps.${index}.description`,
    `steps.${index}.dueInDays`,
    `steps.${index}.daysAfterPlacement`,
  ]).flat(),
  'steps',
] as Path<TemplateValues>[];

function toValues(step: PlanStep): StepValues {
  return {
    name: step.name,
    description: step.description,
    when: step.daysAfterPlacement === null ? 'plan' : 'placement',
    days: String(step.daysAfterPlacement ?? step.dueInDays ?? 0),
  };
}

const newStep: StepValues = { name: '', description: '', when: 'plan', days: '30' };

/**
 * The action-plan template's steps, edited and saved as a whole: checked with the API's schema
 * before sending (each error beside its step and in the summary), the saved template shown after.
 */
export function PlanTemplateForm({ initial }: { initial: readonly PlanStep[] }) {
  const save = useSavePlanTemplate();
  const templateForm = usePortalForm({
    schema: planTemplateFormSchema,
    defaultValues: { steps: initial.map(toValues) },
    fieldOrder,
    idOf,
    mutation: save,
    toVariables: (body) => body,
    // The saved template is drawn again; the line under the button confirms.
    messages: { failureTitle: text.saveFailed },
    valuesAfterSave: (saved) => ({ steps: saved.steps.map(toValues) }),
  });
  const { form, errors, field, pending } = templateForm;
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const values = form.watch('steps');
  return (
    <form
      noValidate
      aria-label={text.title}
      className="flex flex-col gap-4"
      onSubmit={(event) => void templateForm.onSubmit(event)}
    >
      <ErrorSummary {...templateForm.summaryProps()} />
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => {
          const current = values[index] ?? newStep;
          const days = daysField(index, current.when);
          return (
            <li key={step.id} className="rounded-lg border border-slate-200 p-4">
              <fieldset className="grid gap-3 md:grid-cols-2">
                <legend className="mb-2 font-semibold text-slate-900">
                  {fillTemplate(text.stepLabel, { number: String(index + 1) })}
                </legend>
                <TextInput
                  label={text.name}
                  error={errorAt(errors, `steps.${index}.name`)}
                  {...field.text(`steps.${index}.name`)}
                />
                <TextInput
                  label={text.description}
                  error={errorAt(errors, `steps.${index}.description`)}
                  {...field.text(`steps.${index}.description`)}
                />
                <TextInput
                  label={text.days}
                  inputMode="numeric"
                  error={errorAt(errors, days)}
                  {...field.text(`steps.${index}.days`)}
                  id={idOf(days)}
                />
                <Select
                  label={text.when}
                  placeholder={false}
                  options={whenOptions}
                  {...field.text(`steps.${index}.when`)}
                />
              </fieldset>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={`${text.moveUp}: ${current.name}`}
                  onClick={() => steps.move(index, index - 1)}
                >
                  {text.moveUp}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === steps.fields.length - 1}
                  aria-label={`${text.moveDown}: ${current.name}`}
                  onClick={() => steps.move(index, index + 1)}
                >
                  {text.moveDown}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`${text.remove}: ${current.name}`}
                  onClick={() => steps.remove(index)}
                >
                  {text.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => steps.append(newStep)}
      >
        {text.add}
      </Button>
      <SubmitButton pending={pending} pendingLabel={text.saving} className="self-start">
        {text.save}
      </SubmitButton>
      {save.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="text-sm text-emerald-900">
          {text.saved}
        </p>
      ) : null}
    </form>
  );
}
