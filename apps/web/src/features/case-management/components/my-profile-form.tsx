import type { MyProfile } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
  VersionConflict,
} from '@/components/form';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useReloadMyProfile, useUpdateMyProfile } from '../api/my-profile';
import { Section } from '@/components/portal/parts';

const updateMyProfileSchema = schemaOf('updateMyProfileSchema');
const profileId = formIds('my-profile');
const profileFields = ['phone', 'employmentGoal', 'resumeSummary'] as const;

/** The form's values of a saved profile: blanks for what is not given, and the version read. */
export const profileValues = (profile: MyProfile) => ({
  version: profile.version,
  phone: profile.phone ?? '',
  employmentGoal: profile.employmentGoal ?? '',
  resumeSummary: profile.resumeSummary ?? '',
});

/**
 * My details: phone, employment goal and resume details, saved over the version read. When someone
 * else saved first (409) both versions show, to take theirs or keep mine.
 */
export function MyProfileForm({ profile }: { profile: MyProfile }) {
  const text = usePortalText().client.myCase;
  const update = useUpdateMyProfile();
  const reload = useReloadMyProfile();
  const profileForm = usePortalForm({
    schema: updateMyProfileSchema,
    defaultValues: profileValues(profile),
    fieldOrder: profileFields,
    idOf: profileId,
    mutation: update,
    toVariables: (values) => values,
    // "Your details are saved" shows beside the button (a spec string), not in a toast too.
    messages: { failureTitle: text.profileFailed },
    valuesAfterSave: profileValues,
    conflict: {
      reload: async () => profileValues(await reload()),
      fields: [
        { name: 'phone', label: text.phone },
        { name: 'employmentGoal', label: text.goal },
        { name: 'resumeSummary', label: text.resumeSummary },
      ],
    },
  });
  const conflict = profileForm.conflictProps();
  const { errors, field } = profileForm;
  return (
    <Section title={text.profile}>
      <form
        className="flex flex-col gap-3"
        noValidate
        aria-label={text.profile}
        onSubmit={(event) => void profileForm.onSubmit(event)}
      >
        <ErrorSummary {...profileForm.summaryProps()} />
        {conflict ? <VersionConflict {...conflict} /> : null}
        <TextInput
          label={text.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...field.text('phone')}
        />
        <TextInput
          label={text.goal}
          error={errors.employmentGoal?.message}
          {...field.text('employmentGoal')}
        />
        <Textarea
          label={text.resumeSummary}
          hint={text.resumeHint}
          error={errors.resumeSummary?.message}
          {...field.text('resumeSummary')}
        />
        <SubmitButton
          pending={profileForm.pending}
          pendingLabel={text.savingProfile}
          className="self-start"
        >
          {text.saveProfile}
        </SubmitButton>
        {update.isSuccess && !conflict ? (
          <p role="status" className="text-sm text-emerald-900">
            {text.profileSaved}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
