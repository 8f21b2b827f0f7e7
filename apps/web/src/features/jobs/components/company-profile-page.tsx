import type { EmployerProfile } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { employerSetupText } from '@pathways/content';
import { useEmployerCompany } from '../api/employer-setup';
import { useSaveEmployerProfile } from '../api/jobs';
import { CompanySetupForm } from './company-setup-form';
import { CompanyStatus } from './company-status';
import { text } from './options';

const t = text.profile;
const setup = employerSetupText.setup;
const employerProfileInputSchema = schemaOf('employerProfileInputSchema');
const companyId = formIds('company');
const companyFields = [
  'companyName',
  'ein',
  'address',
  'waterlooEmployees',
  'industry',
  'companySize',
  'website',
  'description',
] as const;
const SHORT_FIELDS = ['companyName', 'industry', 'companySize', 'website'] as const;

const companyValues = (profile: EmployerProfile) => ({
  companyName: profile.companyName,
  industry: profile.industry ?? '',
  companySize: profile.companySize ?? '',
  website: profile.website ?? '',
  description: profile.description ?? '',
  ein: profile.ein ?? '',
  address: profile.address ?? '',
  waterlooEmployees: profile.waterlooEmployees ?? undefined,
});
/** An empty box is "not given" (kept as it is), not a number the schema would refuse. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function ProfileForm({ profile }: { profile: EmployerProfile }) {
  const save = useSaveEmployerProfile();
  const companyForm = usePortalForm({
    schema: employerProfileInputSchema,
    defaultValues: companyValues(profile),
    fieldOrder: companyFields,
    idOf: companyId,
    mutation: save,
    toVariables: (values) => values,
    // "Profile saved." shows under the button, not in a toast too.
    messages: { failureTitle: t.failureTitle },
    resetOnSuccess: false,
  });
  const { errors, field, form, pending } = companyForm;
  return (
    <form
      noValidate
      aria-label={t.title}
      className="grid max-w-2xl gap-5"
      onSubmit={(event) => void companyForm.onSubmit(event)}
    >
      <ErrorSummary {...companyForm.summaryProps()} />
      {SHORT_FIELDS.map((name) => (
        <TextInput
          key={name}
          label={t[name]}
          error={errors[name]?.message}
          optional={name !== 'companyName'}
          {...field.text(name)}
        />
      ))}
      <TextInput
        label={setup.ein}
        hint={setup.einHint}
        optional
        error={errors.ein?.message}
        {...field.text('ein')}
      />
      <TextInput
        label={setup.address}
        optional
        error={errors.address?.message}
        {...field.text('address')}
      />
      <TextInput
        id={companyId('waterlooEmployees')}
        label={setup.waterlooEmployees}
        optional
        inputMode="numeric"
        error={errors.waterlooEmployees?.message}
        disabled={pending}
        {...form.register('waterlooEmployees', { setValueAs: optionalNumber })}
      />
      <Textarea
        label={t.description}
        rows={5}
        optional
        error={errors.description?.message}
        {...field.text('description')}
      />
      <div>
        <SubmitButton pending={companyForm.pending} pendingLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </div>
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-900">
          {t.saved}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Employer › Company Profile: what candidates and case workers read about the company. A new
 * employer with no company sets it up here first (issue 29), then reads that it waits for
 * verification.
 */
export function CompanyProfilePage() {
  const company = useEmployerCompany();
  const notSetUp = company.data?.company === null;
  useDocumentTitle(notSetUp ? setup.title : t.title);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={notSetUp ? setup.title : t.title}
        intro={notSetUp ? setup.intro : t.intro}
      />
      {company.isPending ? <p role="status">{text.loading}</p> : null}
      <ErrorText error={company.error} />
      {company.data?.company === null ? (
        <Section title={employerSetupText.status.heading}>
          <CompanySetupForm />
        </Section>
      ) : null}
      {company.data?.company ? (
        <>
          <CompanyStatus company={company.data.company} />
          <Section title={t.title}>
            <ProfileForm profile={company.data.company} />
          </Section>
        </>
      ) : null}
    </div>
  );
}
