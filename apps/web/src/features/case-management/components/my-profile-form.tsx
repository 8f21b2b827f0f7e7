import type { MyProfile } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useUpdateMyProfile } from '../api/my-profile';
import { ErrorText, Section, TextField, fieldError } from '@/components/portal/parts';

/** My details: phone, employment goal and resume details, saved over the version read (409 if stale). */
export function MyProfileForm({ profile }: { profile: MyProfile }) {
  const text = usePortalText().client.myCase;
  const update = useUpdateMyProfile();
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [goal, setGoal] = useState(profile.employmentGoal ?? '');
  const [resume, setResume] = useState(profile.resumeSummary ?? '');
  const errorOf = (field: string) => fieldError(update.error, field);
  const shownInline = ['phone', 'employmentGoal', 'resumeSummary'].some((field) => errorOf(field));
  return (
    <Section title={text.profile}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({
            version: profile.version,
            phone,
            employmentGoal: goal,
            resumeSummary: resume,
          });
        }}
      >
        <TextField label={text.phone} value={phone} onChange={setPhone} error={errorOf('phone')} />
        <TextField
          label={text.goal}
          value={goal}
          onChange={setGoal}
          error={errorOf('employmentGoal')}
        />
        <TextField
          label={text.resumeSummary}
          hint={text.resumeHint}
          multiline
          value={resume}
          onChange={setResume}
          error={errorOf('resumeSummary')}
        />
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {text.saveProfile}
        </Button>
        {shownInline ? null : <ErrorText error={update.error} />}
        {update.isSuccess ? (
          <p role="status" className="text-sm text-emerald-900">
            {text.profileSaved}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
