import type { Job, JobInput } from '@pathways/schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { categoryOptions, scheduleOptions, text } from './options';

const jobInputSchema = schemaOf('jobInputSchema');
const fieldOrder: Path<JobInput>[] = [
  'title',
  'description',
  'location',
  'payMin',
  'payMax',
  'schedule',
  'requirements',
  'fairChanceStatement',
  'excludedCategories',
];
const t = text.postJob;
/** An empty number field: the schema asks for it by name on submit. */
const noNumber = undefined as unknown as number;

export const emptyJob: JobInput = {
  title: '',
  description: '',
  location: '',
  payMin: noNumber,
  payMax: noNumber,
  schedule: '' as JobInput['schedule'],
  requirements: '',
  fairChanceStatement: '',
  excludedCategories: [],
};

/** A saved posting as the form's values, to edit it. */
export function jobValues(job: Job): JobInput {
  return {
    title: job.title,
    description: job.description,
    location: job.location,
    payMin: job.payMin ?? noNumber,
    payMax: job.payMax ?? noNumber,
    schedule: job.schedule ?? ('' as JobInput['schedule']),
    requirements: job.requirements ?? '',
    fairChanceStatement: job.fairChanceStatement ?? '',
    excludedCategories: job.excludedCategories,
  };
}

/**
 * A posting's form (Post a Job, and editing a draft or a returned posting): the schema the API
 * checks with, inline errors and the summary, typing kept on a failure.
 */
export function JobForm({
  formName,
  label,
  defaultValues,
  mutation,
  submitLabel,
  pendingLabel,
  messages,
  onSuccess,
}: {
  formName: string;
  label: string;
  defaultValues: JobInput;
  mutation: UseMutationResult<Job, Error, JobInput>;
  submitLabel: string;
  pendingLabel: string;
  messages: { failureTitle: string; success?: string };
  onSuccess?: (job: Job) => void;
}) {
  const id = formIds(formName);
  const jobForm = usePortalForm({
    schema: jobInputSchema,
    defaultValues,
    fieldOrder,
    idOf: id,
    mutation,
    toVariables: (values) => values,
    messages,
    resetOnSuccess: false,
    ...(onSuccess ? { onSuccess } : {}),
  });
  const { errors, field, form, pending } = jobForm;
  return (
    <form
      noValidate
      method="post"
      aria-label={label}
      onSubmit={(event) => void jobForm.onSubmit(event)}
      className="grid max-w-3xl gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <ErrorSummary {...jobForm.summaryProps()} />
      <TextInput label={t.jobTitle} error={errors.title?.message} {...field.text('title')} />
      <Textarea
        label={t.description}
        rows={6}
        error={errors.description?.message}
        {...field.text('description')}
      />
      <TextInput label={t.location} error={errors.location?.message} {...field.text('location')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          id={id('payMin')}
          label={t.payMin}
          inputMode="decimal"
          error={errors.payMin?.message}
          disabled={pending}
          {...form.register('payMin', { valueAsNumber: true })}
        />
        <TextInput
          id={id('payMax')}
          label={t.payMax}
          inputMode="decimal"
          error={errors.payMax?.message}
          disabled={pending}
          {...form.register('payMax', { valueAsNumber: true })}
        />
      </div>
      <Select
        label={t.schedule}
        placeholder={t.schedulePlaceholder}
        options={scheduleOptions}
        error={errors.schedule?.message}
        {...field.text('schedule')}
      />
      <Textarea
        label={t.requirements}
        optional
        error={errors.requirements?.message}
        {...field.text('requirements')}
      />
      <Textarea
        label={t.fairChanceStatement}
        hint={t.fairChanceHint}
        error={errors.fairChanceStatement?.message}
        {...field.text('fairChanceStatement')}
      />
      {field.checkboxGroup('excludedCategories', t.excludedCategories, categoryOptions, true)}
      <p id={id('excluded-note')} className="-mt-3 text-sm text-slate-700">
        {t.excludedHint}
      </p>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
