import type { EmployerOnboardingInput } from '@pathways/schemas';
import { industryOptions, onboardingCompanySizeOptions } from '@pathways/schemas/options';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  FormSuccess,
  type FormValues,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  OfflineNotices,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { useSubmitEmployerOnboarding } from '../api/submit-employer-onboarding';
import type { EmployerOnboardingText } from '../employer-onboarding-text';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const employerOnboardingSchema = schemaOf('employerOnboardingSchema');

const id = formIds('onboarding');
const fieldOrder: Path<EmployerOnboardingInput>[] = [
  'companyName',
  'contactName',
  'email',
  'industry',
  'companySize',
  'website',
  'description',
  'agreeToTerms',
];
const emptyForm: FormValues<EmployerOnboardingInput> = {
  companyName: '',
  contactName: '',
  email: '',
  industry: '',
  companySize: '',
  website: '',
  description: '',
  agreeToTerms: false,
};

/**
 * The employer onboarding form of /hire-from-us (spec §2, §4, §8). Stored through the API (issue 12):
 * the spec's "Submitting..." lasts at least its 1.5 s, and the thank-you view shows the reference.
 */
export function EmployerOnboardingForm({ text: pageText }: { text: EmployerOnboardingText }) {
  const { onboarding, fields } = pageText;
  const { form, onSubmit, pending, reference, summaryProps, offline, text, checkbox } =
    useSubmissionForm({
      schema: employerOnboardingSchema,
      defaultValues: emptyForm,
      fieldOrder,
      idOf: id,
      mutation: useSubmitEmployerOnboarding(),
      toRequest: (values) => values,
      messages: pageText.messages,
      offline: { form: 'employerOnboarding', url: '/api/employer-onboarding' },
    });
  const errors = form.formState.errors;

  if (reference !== undefined) {
    return (
      <FormSuccess heading={onboarding.thankYouHeading} reference={reference}>
        <p>{onboarding.thankYouText}</p>
        <p className="mt-2">{onboarding.reviewPromise}</p>
      </FormSuccess>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={fields.ariaLabel}
      className="grid gap-5"
    >
      <ErrorSummary {...summaryProps()} />
      {offline ? <OfflineNotices {...offline} /> : null}
      <TextInput
        label={fields.companyName}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...text('companyName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label={fields.contactName}
          autoComplete="name"
          error={errors.contactName?.message}
          {...text('contactName')}
        />
        <TextInput
          label={fields.email}
          type="email"
          autoComplete="email"
          hint={fields.emailHint}
          error={errors.email?.message}
          {...text('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={fields.industry}
          options={industryOptions}
          placeholder={fields.industryPlaceholder}
          error={errors.industry?.message}
          {...text('industry')}
        />
        <Select
          label={fields.companySize}
          options={onboardingCompanySizeOptions}
          placeholder={fields.companySizePlaceholder}
          error={errors.companySize?.message}
          {...text('companySize')}
        />
      </div>
      <TextInput
        label={fields.website}
        optional
        type="url"
        autoComplete="url"
        hint={fields.websiteHint}
        error={errors.website?.message}
        {...text('website')}
      />
      <Textarea
        label={fields.description}
        error={errors.description?.message}
        {...text('description')}
      />
      {checkbox('agreeToTerms', fields.agreeToTerms)}
      <p className="text-sm text-slate-600">{onboarding.reviewPromise}</p>
      <div>
        <SubmitButton pending={pending} pendingLabel={onboarding.submittingLabel}>
          {onboarding.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
