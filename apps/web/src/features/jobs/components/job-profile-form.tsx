import { offenseCategories, type OffenseCategory } from '@pathways/schemas';
import { useState } from 'react';
import { CheckboxGroup } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, Section, fieldClass } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useJobSeekerProfile, useSaveJobSeekerProfile } from '../api/jobs';
import { labelledOptions } from './job-format';
const words = (value: string) =>
  value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

function ProfileFields({
  initial,
}: {
  initial: { skills: string[]; interests: string[]; offenseCategories: OffenseCategory[] };
}) {
  const { jobs } = usePortalText().client;
  const t = jobs.jobProfile;
  const categoryOptions = labelledOptions(offenseCategories, jobs.offenseCategories);
  const save = useSaveJobSeekerProfile();
  const [skills, setSkills] = useState(initial.skills.join(', '));
  const [interests, setInterests] = useState(initial.interests.join(', '));
  const [categories, setCategories] = useState<string[]>(initial.offenseCategories);
  return (
    <form
      aria-label={t.title}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          skills: words(skills),
          interests: words(interests),
          offenseCategories: categories as OffenseCategory[],
        });
      }}
    >
      <Field label={t.skills}>
        {(id) => (
          <input
            id={id}
            className={fieldClass}
            value={skills}
            onChange={(event) => setSkills(event.target.value)}
          />
        )}
      </Field>
      <Field label={t.interests}>
        {(id) => (
          <input
            id={id}
            className={fieldClass}
            value={interests}
            onChange={(event) => setInterests(event.target.value)}
          />
        )}
      </Field>
      <CheckboxGroup
        id="job-profile-categories"
        legend={t.categories}
        hint={t.categoriesHint}
        options={categoryOptions}
        value={categories}
        onChange={setCategories}
      />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t.save}
      </Button>
      <ErrorText error={save.error} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-900">
          {t.saved}
        </p>
      ) : null}
    </form>
  );
}

/** The client's skills, interests and private declaration: the inputs of their matches. */
export function JobProfileForm() {
  const { client } = usePortalText();
  const t = client.jobs.jobProfile;
  const profile = useJobSeekerProfile();
  return (
    <Section title={t.title}>
      {profile.isPending ? <p role="status">{client.loading}</p> : null}
      {profile.data ? <ProfileFields initial={profile.data} /> : null}
      <ErrorText error={profile.error} />
    </Section>
  );
}
