import type { EmployerProfile } from '@pathways/schemas';
import { useState } from 'react';
import { TextInput, Textarea } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerProfile, useSaveEmployerProfile } from '../api/jobs';
import { text } from './options';

const t = text.profile;
type Editable = 'companyName' | 'industry' | 'companySize' | 'website' | 'description';
const FIELDS: Editable[] = ['companyName', 'industry', 'companySize', 'website'];

function ProfileForm({ profile }: { profile: EmployerProfile }) {
  const save = useSaveEmployerProfile();
  const [values, setValues] = useState<Record<Editable, string>>({
    companyName: profile.companyName,
    industry: profile.industry ?? '',
    companySize: profile.companySize ?? '',
    website: profile.website ?? '',
    description: profile.description ?? '',
  });
  const errors = save.error instanceof ApiError ? (save.error.fieldErrors ?? {}) : {};
  const set = (field: Editable) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  return (
    <form
      aria-label={t.title}
      className="grid max-w-2xl gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          id={`company-${field}`}
          label={t[field]}
          value={values[field]}
          error={errors[field]?.[0]}
          optional={field !== 'companyName'}
          onChange={set(field)}
        />
      ))}
      <Textarea
        id="company-description"
        label={t.description}
        rows={5}
        optional
        value={values.description}
        error={errors['description']?.[0]}
        onChange={set('description')}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
      <ErrorText error={save.error} />
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
