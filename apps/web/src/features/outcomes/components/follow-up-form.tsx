import { fillTemplate, outcomesText } from '@pathways/content';
import type { FollowUp } from '@pathways/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  RadioGroup,
  schemaOf,
  SubmitButton,
  Textarea,
  TextInput,
  usePortalForm,
  VersionConflict,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useRecordFollowUp, useReloadFollowUp } from '../api/placements';

const text = outcomesText.placements.form;
const recordFollowUpFormSchema = schemaOf('recordFollowUpFormSchema');
const followUpFields = ['stillEmployed', 'sameEmployer', 'hourlyWage', 'notes'] as const;
const yesNoOptions = [
  { value: 'yes', label: text.yes },
  { value: 'no', label: text.no },
];

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const showYesNo = (value: string) =>
  value === 'yes' ? text.yes : value === 'no' ? text.no : value;

/** The form's values of a follow-up as stored: its answers (blank while unrecorded) and version. */
const followUpValues = (followUp: FollowUp) => ({
  version: followUp.version,
  stillEmployed: yesNo(followUp.stillEmployed),
  sameEmployer: yesNo(followUp.sameEmployer),
  hourlyWage: followUp.hourlyWage === null ? '' : String(followUp.hourlyWage),
  notes: followUp.notes ?? '',
});

/**
 * Records one follow-up: still employed, same employer, wage and notes, checked with the API's
 * schema before sending. When someone else recorded it first (409), both answers show side by side.
 */
export function FollowUpForm({
  clientId,
  followUp,
  onDone,
}: {
  clientId: number;
  followUp: FollowUp;
  onDone: () => void;
}) {
  const record = useRecordFollowUp(clientId);
  const reload = useReloadFollowUp(clientId);
  const radioName = useId();
  const idOf = formIds(`follow-up-${followUp.id}`);
  const followUpForm = usePortalForm({
    schema: recordFollowUpFormSchema,
    defaultValues: followUpValues(followUp),
    fieldOrder: followUpFields,
    idOf,
    mutation: record,
    toVariables: (body) => ({ id: followUp.id, body }),
    messages: { failureTitle: text.failed, success: text.saved },
    resetOnSuccess: false,
    onSuccess: onDone,
    conflict: {
      reload: async () => followUpValues(await reload(followUp.id)),
      fields: [
        { name: 'stillEmployed', label: text.stillEmployed, show: showYesNo },
        { name: 'sameEmployer', label: text.sameEmployer, show: showYesNo },
        { name: 'hourlyWage', label: text.hourlyWage },
        { name: 'notes', label: text.notes },
      ],
    },
  });
  const { form, errors, field, pending } = followUpForm;
  const conflict = followUpForm.conflictProps();
  const yesNoQuestion = (name: 'stillEmployed' | 'sameEmployer', legend: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: radio, fieldState }) => (
        <RadioGroup
          id={idOf(name)}
          ref={radio.ref}
          name={`${radioName}-${name}`}
          legend={legend}
          options={yesNoOptions}
          value={radio.value}
          onChange={radio.onChange}
          onBlur={radio.onBlur}
          error={fieldState.error?.message}
          disabled={pending}
        />
      )}
    />
  );
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label={fillTemplate(text.legend, { day: String(followUp.day) })}
      onSubmit={(event) => void followUpForm.onSubmit(event)}
    >
      <ErrorSummary {...followUpForm.summaryProps()} />
      {conflict ? <VersionConflict {...conflict} /> : null}
      {yesNoQuestion('stillEmployed', text.stillEmployed)}
      {form.watch('stillEmployed') === 'yes' ? (
        <>
          {yesNoQuestion('sameEmployer', text.sameEmployer)}
          <TextInput
            label={text.hourlyWage}
            inputMode="decimal"
            className="max-w-40"
            error={errors.hourlyWage?.message}
            {...field.text('hourlyWage')}
          />
        </>
      ) : null}
      <Textarea
        label={text.notes}
        rows={2}
        error={errors.notes?.message}
        {...field.text('notes')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={text.saving}>
          {text.save}
        </SubmitButton>
        <Button type="button" size="lg" variant="ghost" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
