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
import { useEmployerProfile, useSaveEmployerProfile } from '../api/jobs';
import { text } from './options';

const t = text.profile;
const employerProfileInputSchema = schemaOf('employerProfileInputSchema');
const companyId = formIds('company');
const companyFields = ['companyName', 'industry', 'companySize', 'website', 'description'] as const;
const SHORT_FIELDS = ['companyName', 'industry', 'companySize', 'website'] as const;

const companyValues = (profile: EmployerProfile) => ({
  companyName: profile.companyName,
  industry: profile.industry ?? '',
  companySize: profile.companySize ?? '',
  website: profile.website ?? '',
  description: profile.description ?? '',
});

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
  const { errors, field } = companyForm;
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

/** Employer › Company Profile: what candidates and case workers read about the company. */
export function CompanyProfilePage() {
  useDocumentTitle(t.title);
  const profile = useEmployerProfile();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <Section title={t.title}>
        {profile.isPending ? <p role="status">{text.loading}</p> : null}
        <ErrorText error={profile.error} />
        {profile.data ? <ProfileForm profile={profile.data} /> : null}
      </Section>
    </div>
  );
}
