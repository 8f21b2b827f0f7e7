import { fillTemplate } from '@pathways/content';
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
  OfflineNotices,
  RadioGroup,
  SubmitButton,
  Textarea,
  TextInput,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSubmitDonation } from '../api/submit-donation';
import type { DonationText } from '../donation-text';

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
export function donateLabel(
  words: DonationText['words'],
  donationType: string,
  amount: number | undefined,
): string {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return words.donate;
  const template = donationType === 'monthly' ? words.donateAmountMonthly : words.donateAmount;
  return fillTemplate(template, { amount: `$${dollars.format(amount)}` });
}

/** The word the toast's "{donationType}" becomes; the stored value itself never changes. */
function donationTypeWord(words: DonationText['words'], donationType: string): string {
  return donationType === 'monthly'
    ? words.donationTypeWords.monthly
    : words.donationTypeWords['one-time'];
}

/**
 * The donation form of /get-involved#donate (spec §2, §4, §8). No payment provider can be reached, so
 * the gift is stored as a pledge (issue 12) and staff arrange it; "Processing..." lasts at least the
 * spec's 2 s, and the thank-you view says what happens next, with the reference. Like every public
 * form it keeps a draft on the phone and waits for a signal to send (issue 28); it asks for no card
 * or bank details, so nothing it holds is private (lib/offline/sensitive-fields.ts says why).
 */
export function DonationForm({ text }: { text: DonationText }) {
  const { words, messages, donate } = text;
  const mutation = useSubmitDonation();
  const submission = useSubmissionForm({
    schema: donationSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation,
    toRequest: (donation) => donation,
    messages: {
      failureTitle: messages.failureTitle,
      toast: (donation) => ({
        ...messages.toast,
        description: fillTemplate(messages.toast.description, {
          donationType: donationTypeWord(words, donation.donationType),
        }),
      }),
    },
    offline: { form: 'donation', url: '/api/donations' },
  });
  const { form, pending, reference, startAgain, summaryProps, offline } = submission;
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [donationType, amount, customAmount] = useWatch({
    control,
    name: ['donationType', 'amount', 'customAmount'],
  });
  const chosenDollars = amount === 'custom' ? customAmount : Number(amount);

  if (reference !== undefined) {
    return (
      <FormSuccess
        heading={donate.thankYouHeading}
        reference={reference}
        actions={
          <Button variant="secondary" onClick={startAgain}>
            {words.anotherDonation}
          </Button>
        }
      >
        <p>{donate.thankYouText}</p>
      </FormSuccess>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submission.onSubmit(event)}
      aria-label={words.ariaLabel}
      className="grid gap-6"
    >
      <ErrorSummary {...summaryProps()} />
      {offline ? <OfflineNotices {...offline} /> : null}
      <Controller
        control={control}
        name="donationType"
        render={({ field }) => (
          <RadioGroup
            id={id('donationType')}
            ref={field.ref}
            name={field.name}
            legend={words.donationType}
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
            legend={words.amount}
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
          label={words.customAmount}
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
          label={words.name}
          autoComplete="name"
          error={errors.name?.message}
          disabled={pending}
          {...register('name')}
        />
        <TextInput
          id={id('email')}
          label={words.email}
          type="email"
          autoComplete="email"
          hint={words.emailHint}
          error={errors.email?.message}
          disabled={pending}
          {...register('email')}
        />
      </div>
      <TextInput
        id={id('honorOf')}
        label={words.honorOf}
        optional
        error={errors.honorOf?.message}
        disabled={pending}
        {...register('honorOf')}
      />
      <Textarea
        id={id('message')}
        label={words.message}
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
            label={words.isAnonymous}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={pending}
          />
        )}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={donate.processingLabel}>
          <Heart aria-hidden="true" className="size-5" />
          {donateLabel(words, donationType, chosenDollars)}
        </SubmitButton>
      </div>
    </form>
  );
}
