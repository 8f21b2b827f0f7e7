import type { JobInput } from '@pathways/schemas';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ErrorSummary,
  fieldHelpers,
  formIds,
  FormSuccess,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  useValidatedForm,
} from '@/components/form';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageIntro } from '@/components/portal/dashboard-parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateJob } from '../api/jobs';
import { categoryOptions, scheduleOptions, text } from './options';

const jobInputSchema = schemaOf('jobInputSchema');
const id = formIds('post-job');
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

/** Employer › Post a Job: a posting is saved as a draft, then submitted for review. */
export function PostJobPage() {
  useDocumentTitle(t.title);
  const create = useCreateJob();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    jobInputSchema,
    {
      title: '',
      description: '',
      location: '',
      payMin: noNumber,
      payMax: noNumber,
      schedule: '',
      requirements: '',
      fairChanceStatement: '',
      excludedCategories: [],
    },
    fieldOrder,
  );
  const { register, handleSubmit, formState } = form;
  const pending = create.isPending;
  const field = fieldHelpers(form, id, pending);
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    (input) => create.mutate(input, { onError: onServerError(t.failureTitle) }),
    onInvalid,
  );

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      {create.data ? (
        <FormSuccess
          heading={t.saved}
          actions={
            <Link to={paths.employerJobs} className={buttonClasses('primary')}>
              {t.viewJobs}
            </Link>
          }
        >
          <p>{create.data.title}</p>
        </FormSuccess>
      ) : (
        <form
          noValidate
          method="post"
          aria-label={t.title}
          onSubmit={(event) => void onSubmit(event)}
          className="grid max-w-3xl gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ErrorSummary {...summaryProps(id)} />
          <TextInput label={t.jobTitle} error={errors.title?.message} {...field.text('title')} />
          <Textarea
            label={t.description}
            rows={6}
            error={errors.description?.message}
            {...field.text('description')}
          />
          <TextInput
            label={t.location}
            error={errors.location?.message}
            {...field.text('location')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput
              id={id('payMin')}
              label={t.payMin}
              inputMode="decimal"
              error={errors.payMin?.message}
              disabled={pending}
              {...register('payMin', { valueAsNumber: true })}
            />
            <TextInput
              id={id('payMax')}
              label={t.payMax}
              inputMode="decimal"
              error={errors.payMax?.message}
              disabled={pending}
              {...register('payMax', { valueAsNumber: true })}
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
          <SubmitButton pending={pending} pendingLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
