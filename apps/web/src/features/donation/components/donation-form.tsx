import { fillTemplate, formMessages, getInvolved } from '@pathways/content';
import type { DonationInput } from '@pathways/schemas';
import { donationAmountOptions, donationTypeOptions } from '@pathways/schemas/options';
import { Heart } from 'lucide-react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import {
  Checkbox,
  ErrorSummary,
  formIds,
  FormSuccess,
  type FormValues,
  RadioGroup,
  SubmitButton,
  Textarea,
  TextInput,
  useValidatedForm,
  schemaOf,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useSubmitDonation } from '../api/submit-donation';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const donationSchema = schemaOf('donationSchema');

const id = formIds('donation');
const fieldOrder: Path<DonationInput>[] = [
  'donationType',
  'amount',
  'customAmount',
  'name',
  'email',
  'honorOf',
  'message',
  'isAnonymous',
];
const emptyForm: FormValues<DonationInput> = {
  donationType: 'one-time',
  amount: '50',
  customAmount: undefined,
  name: '',
  email: '',
  honorOf: '',
  message: '',
  isAnonymous: false,
};
const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "Donate $50", "Donate $50 Monthly" (spec §4); just "Donate" until a custom amount is typed. */
export function donateLabel(donationType: string, amount: number | undefined): string {
  const value =
    amount !== undefined && Number.isFinite(amount) && amount > 0
      ? ` $${dollars.format(amount)}`
      : '';
  return `Donate${value}${donationType === 'monthly' ? ' Monthly' : ''}`;
}

/**
 * The donation form of /get-involved#donate (spec §2, §4, §8). No payment provider can be reached, so
 * the gift is stored as a pledge (issue 12) and staff arrange it; "Processing..." lasts at least the
 * spec's 2 s, and the thank-you view says what happens next, with the reference.
 */
export function DonationForm() {
  const toast = useToast();
  const mutation = useSubmitDonation();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    donationSchema,
    emptyForm,
    fieldOrder,
  );
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const [donationType, amount, customAmount] = useWatch({
    control,
    name: ['donationType', 'amount', 'customAmount'],
  });
  const chosenDollars = amount === 'custom' ? customAmount : Number(amount);

  const onSubmit = handleSubmit((donation) => {
    mutation.mutate(donation, {
      onSuccess: () =>
        toast({
          ...formMessages.donation.toast,
          description: fillTemplate(formMessages.donation.toast.description, {
            donationType: donation.donationType,
          }),
          variant: 'success',
        }),
      onError: onServerError(formMessages.donation.failureTitle),
    });
  }, onInvalid);

  if (mutation.isSuccess) {
    return (
      <FormSuccess
        heading={getInvolved.donate.thankYouHeading}
        reference={mutation.data.reference}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              reset(emptyForm);
              mutation.reset();
            }}
          >
            Make another donation
          </Button>
        }
      >
        <p>{getInvolved.donate.thankYouText}</p>
      </FormSuccess>
    );
  }

  const pending = mutation.isPending;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Donation form"
      className="grid gap-6"
    >
      <ErrorSummary {...summaryProps(id)} />
      <Controller
        control={control}
        name="donationType"
        render={({ field }) => (
          <RadioGroup
            id={id('donationType')}
            ref={field.ref}
            name={field.name}
            legend="Donation type"
            variant="tiles"
            options={donationTypeOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.donationType?.message}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <RadioGroup
            id={id('amount')}
            ref={field.ref}
            name={field.name}
            legend="Amount"
            variant="tiles"
            options={donationAmountOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.amount?.message}
            disabled={pending}
          />
        )}
      />
      {amount === 'custom' ? (
        <TextInput
          id={id('customAmount')}
          label="Custom amount (US dollars)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          error={errors.customAmount?.message}
          disabled={pending}
          {...register('customAmount', {
            // An empty box means "no amount yet", not 0; unregister so a preset never carries it along.
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            shouldUnregister: true,
          })}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          id={id('name')}
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          disabled={pending}
          {...register('name')}
        />
        <TextInput
          id={id('email')}
          label="Email"
          type="email"
          autoComplete="email"
          hint="We confirm your pledge to this address."
          error={errors.email?.message}
          disabled={pending}
          {...register('email')}
        />
      </div>
      <TextInput
        id={id('honorOf')}
        label="In honor of"
        optional
        error={errors.honorOf?.message}
        disabled={pending}
        {...register('honorOf')}
      />
      <Textarea
        id={id('message')}
        label="Message"
        optional
        rows={3}
        error={errors.message?.message}
        disabled={pending}
        {...register('message')}
      />
      <Controller
        control={control}
        name="isAnonymous"
        render={({ field }) => (
          <Checkbox
            id={id('isAnonymous')}
            ref={field.ref}
            name={field.name}
            label="Keep my donation anonymous"
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={pending}
          />
        )}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={getInvolved.donate.processingLabel}>
          <Heart aria-hidden="true" className="size-5" />
          {donateLabel(donationType, chosenDollars)}
        </SubmitButton>
      </div>
    </form>
  );
}
