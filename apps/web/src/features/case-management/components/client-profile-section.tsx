import { caseManagement } from '@pathways/content';
import { clientStatuses, mailLanguages } from '@pathways/schemas';
import type { ClientRecord } from '@pathways/schemas';
import { useRef, useState } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
  VersionConflict,
} from '@/components/form';
import { Section } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useReloadClient, useUpdateClient } from '../api/clients';
import { useCaseWorkers } from '../api/staff';
import { ClientInvitation } from './client-invitation';

const text = caseManagement.client;
const clientProfileFormSchema = schemaOf('clientProfileFormSchema');
const profileFields = [
  'status',
  'employmentGoal',
  'phone',
  'housingStatus',
  'preferredLanguage',
  'caseWorkerId',
] as const;
const statusOptions = clientStatuses.map((status) => ({ value: status, label: status }));
const languageOptions = mailLanguages.map((language) => ({
  value: language,
  label: text.languages[language],
}));

/** The form's values of a saved record; the case worker only where the form offers it (admins). */
const profileValues = (client: ClientRecord, withCaseWorker: boolean) => ({
  version: client.version,
  status: client.status,
  employmentGoal: client.employmentGoal ?? '',
  phone: client.phone ?? '',
  housingStatus: client.housingStatus ?? '',
  preferredLanguage: client.preferredLanguage,
  caseWorkerId: withCaseWorker && client.caseWorker ? String(client.caseWorker.id) : '',
});

/**
 * Staff change a client's status, goal, phone, housing and the language of their e-mail (issue
 * 31.2), and an admin their case worker (issue 32 D4), over the version read: a save over someone else's shows both versions (409). Each change
 * goes on the client's history.
 */
function ProfileForm({
  client,
  isAdmin,
  onDone,
}: {
  client: ClientRecord;
  isAdmin: boolean;
  onDone: () => void;
}) {
  const update = useUpdateClient(client.id);
  const reload = useReloadClient(client.id);
  const workers = useCaseWorkers(isAdmin);
  const profileForm = usePortalForm({
    schema: clientProfileFormSchema,
    defaultValues: profileValues(client, isAdmin),
    fieldOrder: profileFields,
    idOf: formIds(`client-profile-${client.id}`),
    mutation: update,
    toVariables: (values) => values,
    messages: { failureTitle: text.profileFailed, success: text.profileSaved },
    valuesAfterSave: (saved) => profileValues(saved, isAdmin),
    onSuccess: onDone,
    conflict: {
      reload: async () => profileValues(await reload(), isAdmin),
      fields: [
        { name: 'status', label: text.statusLabel },
        { name: 'employmentGoal', label: text.goal },
        { name: 'phone', label: text.phone },
        { name: 'housingStatus', label: text.housing },
        { name: 'preferredLanguage', label: text.language },
        ...(isAdmin ? [{ name: 'caseWorkerId' as const, label: text.caseWorker }] : []),
      ],
    },
  });
  const conflict = profileForm.conflictProps();
  const { errors, field } = profileForm;
  const workerOptions = (workers.data ?? []).map((worker) => ({
    value: String(worker.id),
    label: worker.fullName,
  }));
  return (
    <form
      noValidate
      aria-label={text.editProfile}
      className="flex flex-col gap-3"
      onSubmit={(event) => void profileForm.onSubmit(event)}
    >
      <ErrorSummary {...profileForm.summaryProps()} />
      {conflict ? <VersionConflict {...conflict} /> : null}
      <Select
        label={text.statusLabel}
        placeholder={false}
        options={statusOptions}
        error={errors.status?.message}
        {...field.text('status')}
      />
      <Textarea
        label={text.goal}
        rows={2}
        error={errors.employmentGoal?.message}
        {...field.text('employmentGoal')}
      />
      <TextInput
        label={text.phone}
        type="tel"
        error={errors.phone?.message}
        {...field.text('phone')}
      />
      <TextInput
        label={text.housing}
        error={errors.housingStatus?.message}
        {...field.text('housingStatus')}
      />
      <Select
        label={text.language}
        placeholder={false}
        options={languageOptions}
        error={errors.preferredLanguage?.message}
        {...field.text('preferredLanguage')}
      />
      {isAdmin ? (
        <Select
          label={text.caseWorker}
          placeholder={text.chooseCaseWorker}
          options={workerOptions}
          error={errors.caseWorkerId?.message}
          {...field.text('caseWorkerId')}
        />
      ) : (
        <p className="text-sm text-slate-700">{text.caseWorkerHint}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={profileForm.pending} pendingLabel={text.savingProfile}>
          {text.saveProfile}
        </SubmitButton>
        <Button type="button" variant="secondary" size="lg" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The record's profile: read, or edited in place; the invitation link again for staff. */
export function ClientProfileSection({
  client,
  isAdmin,
}: {
  client: ClientRecord;
  isAdmin: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // The form goes away with the focus in it: back to the button that opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <Section
      title={text.profile}
      action={
        editing ? null : (
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {text.editProfile}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm client={client} isAdmin={isAdmin} onDone={stopEditing} />
      ) : (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">{text.status}</dt>
          <dd>{client.status}</dd>
          <dt className="font-semibold text-slate-700">{text.email}</dt>
          <dd>{client.email}</dd>
          <dt className="font-semibold text-slate-700">{text.phone}</dt>
          <dd>{client.phone ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.caseWorker}</dt>
          <dd>{client.caseWorker?.fullName ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.goal}</dt>
          <dd>{client.employmentGoal ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.housing}</dt>
          <dd>{client.housingStatus ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.language}</dt>
          <dd>{text.languages[client.preferredLanguage]}</dd>
          <dt className="font-semibold text-slate-700">{text.resumeSummary}</dt>
          <dd className="whitespace-pre-wrap">{client.resumeSummary ?? '—'}</dd>
        </dl>
      )}
      <ClientInvitation client={client} />
    </Section>
  );
}
