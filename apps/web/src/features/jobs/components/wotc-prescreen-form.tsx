import { fillTemplate } from '@pathways/content';
import type { WotcPrescreen } from '@pathways/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  RadioGroup,
  schemaOf,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useSaveMyPrescreen } from '../api/fair-chance';

const wotcPrescreenFormSchema = schemaOf('wotcPrescreenFormSchema');
const fields = [
  'felonyConviction',
  'convictedOrReleasedWithinYear',
  'convictionOrReleaseDate',
  'consentToShare',
] as const;

/** The form's values of a stored pre-screen (blank radios while unanswered). */
const valuesOf = (prescreen: WotcPrescreen | null) => ({
  felonyConviction: prescreen?.felonyConviction ?? '',
  convictedOrReleasedWithinYear: prescreen?.convictedOrReleasedWithinYear ?? '',
  convictionOrReleaseDate: prescreen?.convictionOrReleaseDate ?? '',
  consentToShare: prescreen?.consentToShare ?? false,
});

/**
 * The two questions of Form 8850's ex-felon line, the optional date, and the consent to share only
 * the result with this employer; or "I prefer not to answer". Checked with the API's own schema.
 */
export function WotcPrescreenForm({
  applicationId,
  companyName,
  prescreen,
}: {
  applicationId: number;
  companyName: string;
  prescreen: WotcPrescreen | null;
}) {
  const t = usePortalText().client.jobs.wotcPrescreen;
  const save = useSaveMyPrescreen();
  const decline = useSaveMyPrescreen();
  const radioName = useId();
  const idOf = formIds(`wotc-prescreen-${applicationId}`);
  const prescreenForm = usePortalForm({
    schema: wotcPrescreenFormSchema,
    defaultValues: valuesOf(prescreen),
    fieldOrder: fields,
    idOf,
    mutation: save,
    toVariables: (body) => ({ id: applicationId, ...body }),
    messages: { failureTitle: t.failed, success: t.saved },
    resetOnSuccess: false,
  });
  const { form, errors, field, pending } = prescreenForm;
  const yesNo = [
    { value: 'yes', label: t.yes },
    { value: 'no', label: t.no },
  ];
  const question = (name: 'felonyConviction' | 'convictedOrReleasedWithinYear', legend: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: radio, fieldState }) => (
        <RadioGroup
          id={idOf(name)}
          ref={radio.ref}
          name={`${radioName}-${name}`}
          legend={legend}
          options={yesNo}
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
      className="flex flex-col gap-3"
      onSubmit={(event) => void prescreenForm.onSubmit(event)}
    >
      <ErrorSummary {...prescreenForm.summaryProps()} />
      {question('felonyConviction', t.felonyConviction)}
      {form.watch('felonyConviction') === 'yes' ? (
        <>
          {question('convictedOrReleasedWithinYear', t.withinYear)}
          <TextInput
            label={t.dateLabel}
            hint={t.dateHint}
            className="max-w-48"
            error={errors.convictionOrReleaseDate?.message}
            {...field.text('convictionOrReleaseDate')}
          />
        </>
      ) : null}
      {field.checkbox('consentToShare', fillTemplate(t.consent, { companyName }))}
      <ErrorText error={decline.error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.save}
        </SubmitButton>
        <Button
          type="button"
          size="lg"
          variant="ghost"
          disabled={pending || decline.isPending}
          onClick={() => decline.mutate({ id: applicationId, choice: 'preferNotToAnswer' })}
        >
          {t.preferNot}
        </Button>
      </div>
    </form>
  );
}
