import { employerSetupText } from '@pathways/content';
import type { EmployerSetupInput } from '@pathways/schemas';
import { industryOptions } from '@pathways/schemas/options';
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
import { useCreateCompany } from '../api/employer-setup';

const t = employerSetupText.setup;
const employerSetupInputSchema = schemaOf('employerSetupInputSchema');
const id = formIds('company-setup');
const fieldOrder: Path<EmployerSetupInput>[] = [
  'companyName',
  'ein',
  'address',
  'waterlooEmployees',
  'industry',
  'website',
  'description',
];
/** An empty number box: the schema asks for it by name on submit. */
const noNumber = undefined as unknown as number;

/**
 * A registered employer with no company sets it up (issue 29 point 1): the schema the API checks
 * with, inline errors and the summary; the company then waits for verification.
 */
export function CompanySetupForm({ onCreated }: { onCreated?: () => void }) {
  const create = useCreateCompany();
  const setupForm = usePortalForm({
    schema: employerSetupInputSchema,
    defaultValues: {
      companyName: '',
      ein: '',
      address: '',
      waterlooEmployees: noNumber,
      industry: '',
      website: '',
      description: '',
    },
    fieldOrder,
    idOf: id,
    mutation: create,
    toVariables: (values) => values,
    messages: { failureTitle: t.failureTitle, success: t.created },
    resetOnSuccess: false,
    ...(onCreated ? { onSuccess: onCreated } : {}),
  });
  const { errors, field, form, pending } = setupForm;
  return (
    <form
      noValidate
      aria-label={t.title}
      className="grid max-w-2xl gap-5"
      onSubmit={(event) => void setupForm.onSubmit(event)}
    >
      <ErrorSummary {...setupForm.summaryProps()} />
      <TextInput
        label={t.companyName}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...field.text('companyName')}
      />
      <TextInput
        label={t.ein}
        hint={t.einHint}
        optional
        inputMode="numeric"
        error={errors.ein?.message}
        {...field.text('ein')}
      />
      <TextInput
        label={t.address}
        autoComplete="street-address"
        error={errors.address?.message}
        {...field.text('address')}
      />
      <TextInput
        id={id('waterlooEmployees')}
        label={t.waterlooEmployees}
        hint={t.waterlooEmployeesHint}
        inputMode="numeric"
        error={errors.waterlooEmployees?.message}
        disabled={pending}
        {...form.register('waterlooEmployees', { valueAsNumber: true })}
      />
      <Select
        label={t.industry}
        placeholder={t.industryPlaceholder}
        options={industryOptions}
        error={errors.industry?.message}
        {...field.text('industry')}
      />
      <TextInput
        label={t.website}
        optional
        error={errors.website?.message}
        {...field.text('website')}
      />
      <Textarea
        label={t.description}
        rows={4}
        optional
        error={errors.description?.message}
        {...field.text('description')}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </div>
    </form>
  );
}
