import { offenseCategories, type JobSeekerProfile } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { QueryStatus } from '@/components/portal';
import { Section } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useJobSeekerProfile, useSaveJobSeekerProfile } from '../api/jobs';
import { labelledOptions } from './job-format';

const jobSeekerProfileFormSchema = schemaOf('jobSeekerProfileFormSchema');
const profileId = formIds('job-profile');
const profileFields = ['skills', 'interests', 'offenseCategories'] as const;

function ProfileFields({ initial }: { initial: JobSeekerProfile }) {
  const { jobs } = usePortalText().client;
  const t = jobs.jobProfile;
  const categoryOptions = labelledOptions(offenseCategories, jobs.offenseCategories);
  const save = useSaveJobSeekerProfile();
  const profileForm = usePortalForm({
    schema: jobSeekerProfileFormSchema,
    defaultValues: {
      skills: initial.skills.join(', '),
      interests: initial.interests.join(', '),
      offenseCategories: [...initial.offenseCategories],
    },
    fieldOrder: profileFields,
    idOf: profileId,
    mutation: save,
    toVariables: (values) => values,
    // "Job profile saved." shows under the button, not in a toast too.
    messages: { failureTitle: t.failed },
    resetOnSuccess: false,
  });
  const { errors, field } = profileForm;
  return (
    <form
      noValidate
      aria-label={t.title}
      className="flex flex-col gap-4"
      onSubmit={(event) => void profileForm.onSubmit(event)}
    >
      <ErrorSummary {...profileForm.summaryProps()} />
      <TextInput label={t.skills} error={errors.skills?.message} {...field.text('skills')} />
      <TextInput
        label={t.interests}
        error={errors.interests?.message}
        {...field.text('interests')}
      />
      {field.checkboxGroup(
        'offenseCategories',
        t.categories,
        categoryOptions,
        false,
        t.categoriesHint,
      )}
      <SubmitButton pending={profileForm.pending} pendingLabel={t.saving} className="self-start">
        {t.save}
      </SubmitButton>
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
      {profile.data ? <ProfileFields initial={profile.data} /> : <QueryStatus query={profile} />}
    </Section>
  );
}
