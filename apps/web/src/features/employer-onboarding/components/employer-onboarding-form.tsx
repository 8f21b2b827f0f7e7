import { zodResolver } from '@hookform/resolvers/zod';
import { employers, formMessages } from '@pathways/content';
import { employerOnboardingSchema, industryOptions, onboardingCompanySizeOptions, type EmployerOnboardingInput } from '@pathways/schemas';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  Checkbox,
  ErrorSummary,
  formIds,
  formResolver,
  FormSuccess,
  type FormValues,
  Select,
  SubmitButton,
  summaryErrors,
  Textarea,
  TextInput,
} from '@/components/form';
import { useToast } from '@/components/ui/toaster';

/** Spec §9: the onboarding submit is simulated and takes 1.5 seconds. */
export const ONBOARDING_SUBMIT_MS = 1500;

const id = formIds('onboarding');
const fieldOrder: Path<EmployerOnboardingInput>[] = ['companyName', 'industry', 'companySize', 'website', 'description', 'agreeToTerms'];
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
  const [failedSubmits, setFailedSubmits] = useState(0);
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

  const { register, control, handleSubmit, formState } = useForm({
    resolver: formResolver(zodResolver(employerOnboardingSchema)),
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    () => setStatus('submitting'),
    () => setFailedSubmits((n) => n + 1),
  );

  if (status === 'submitted') {
    return (
      <FormSuccess heading={onboarding.thankYouHeading}>
        <p>{onboarding.thankYouText}</p>
        <p className="mt-2">{onboarding.reviewPromise}</p>
      </FormSuccess>
    );
  }

  const pending = status === 'submitting';
  const field = (name: Path<EmployerOnboardingInput>) => ({ id: id(name), disabled: pending, ...register(name) });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Employer onboarding form" className="grid gap-5">
      <ErrorSummary errors={summaryErrors(errors, fieldOrder, id)} focusKey={failedSubmits} />
      <TextInput label="Company name" autoComplete="organization" error={errors.companyName?.message} {...field('companyName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Industry" options={industryOptions} placeholder="Select your industry" error={errors.industry?.message} {...field('industry')} />
        <Select label="Company size" options={onboardingCompanySizeOptions} placeholder="Select your company size" error={errors.companySize?.message} {...field('companySize')} />
      </div>
      <TextInput label="Website" optional type="url" autoComplete="url" hint="For example acme.com" error={errors.website?.message} {...field('website')} />
      <Textarea label="Tell us about your company and the roles you hire for" error={errors.description?.message} {...field('description')} />
      <Controller
        control={control}
        name="agreeToTerms"
        render={({ field: box }) => (
          <Checkbox
            id={id('agreeToTerms')}
            ref={box.ref}
            name={box.name}
            label="I agree to the terms and conditions of the employer partnership."
            checked={box.value}
            onCheckedChange={box.onChange}
            onBlur={box.onBlur}
            error={errors.agreeToTerms?.message}
            disabled={pending}
          />
        )}
      />
      <p className="text-sm text-slate-600">{onboarding.reviewPromise}</p>
      <div>
        <SubmitButton pending={pending} pendingLabel={onboarding.submittingLabel}>
          {onboarding.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
