import { employers, formMessages } from '@pathways/content';
import {
  employerOnboardingSchema,
  industryOptions,
  onboardingCompanySizeOptions,
  type EmployerOnboardingInput,
} from '@pathways/schemas';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  fieldHelpers,
  formIds,
  FormSuccess,
  type FormValues,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  useValidatedForm,
} from '@/components/form';
import { useToast } from '@/components/ui/toaster';

/** Spec §9: the onboarding submit is simulated and takes 1.5 seconds. */
export const ONBOARDING_SUBMIT_MS = 1500;

const id = formIds('onboarding');
const fieldOrder: Path<EmployerOnboardingInput>[] = [
  'companyName',
  'industry',
  'companySize',
  'website',
  'description',
  'agreeToTerms',
];
const emptyForm: FormValues<EmployerOnboardingInput> = {
  companyName: '',
  industry: '',
  companySize: '',
  website: '',
  description: '',
  agreeToTerms: false,
};

/** The employer onboarding form of /hire-from-us (spec §2, §4, §8); simulated, nothing is sent. */
export function EmployerOnboardingForm() {
  const toast = useToast();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const { onboarding } = employers;

  useEffect(() => {
    if (status !== 'submitting') return;
    // Simulated submit (spec §4): nothing is sent; the timer is cleared if the visitor leaves the page.
    const timer = setTimeout(() => {
      setStatus('submitted');
      toast({ ...formMessages.employerOnboarding.toast, variant: 'success' });
    }, ONBOARDING_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [status, toast]);

  const { form, onInvalid, summaryProps } = useValidatedForm(
    employerOnboardingSchema,
    emptyForm,
    fieldOrder,
  );
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(() => setStatus('submitting'), onInvalid);

  if (status === 'submitted') {
    return (
      <FormSuccess heading={onboarding.thankYouHeading}>
        <p>{onboarding.thankYouText}</p>
        <p className="mt-2">{onboarding.reviewPromise}</p>
      </FormSuccess>
    );
  }

  const pending = status === 'submitting';
  const { text, checkbox } = fieldHelpers(form, id, pending);
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Employer onboarding form"
      className="grid gap-5"
    >
      <ErrorSummary {...summaryProps(id)} />
      <TextInput
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...text('companyName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Industry"
          options={industryOptions}
          placeholder="Select your industry"
          error={errors.industry?.message}
          {...text('industry')}
        />
        <Select
          label="Company size"
          options={onboardingCompanySizeOptions}
          placeholder="Select your company size"
          error={errors.companySize?.message}
          {...text('companySize')}
        />
      </div>
      <TextInput
        label="Website"
        optional
        type="url"
        autoComplete="url"
        hint="For example acme.com"
        error={errors.website?.message}
        {...text('website')}
      />
      <Textarea
        label="Tell us about your company and the roles you hire for"
        error={errors.description?.message}
        {...text('description')}
      />
      {checkbox('agreeToTerms', 'I agree to the terms and conditions of the employer partnership.')}
      <p className="text-sm text-slate-600">{onboarding.reviewPromise}</p>
      <div>
        <SubmitButton pending={pending} pendingLabel={onboarding.submittingLabel}>
          {onboarding.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
