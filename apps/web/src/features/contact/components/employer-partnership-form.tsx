import type { EmployerPartnershipInput } from '@pathways/schemas';
import {
  benefitOptions,
  experienceLevelOptions,
  hiringVolumeOptions,
  partnershipCompanySizeOptions,
  positionTypeOptions,
  previousExperienceOptions,
  timelineOptions,
} from '@pathways/schemas/options';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  type FormValues,
  Select,
  SubmitButton,
  Textarea,
  TextInput,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { useSubmitEmployerPartnership } from '../api/submit-employer-partnership';
import { FormSection } from './form-section';
import { AddressFields } from './personal-details-fields';
import { SubmissionSuccess } from './submission-success';
import { useContactText } from '../contact-text';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const employerPartnershipSchema = schemaOf('employerPartnershipSchema');

const id = formIds('partnership');
const fieldOrder: Path<EmployerPartnershipInput>[] = [
  'companyName',
  'contactName',
  'title',
  'email',
  'phone',
  'website',
  'address',
  'city',
  'state',
  'zipCode',
  'industry',
  'companySize',
  'currentHiring',
  'positionTypes',
  'hiringVolume',
  'experienceLevel',
  'benefits',
  'supportNeeds',
  'previousExperience',
  'concerns',
  'goals',
  'timeline',
  'consent',
];
const emptyForm: FormValues<EmployerPartnershipInput> = {
  companyName: '',
  contactName: '',
  title: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  industry: '',
  companySize: '',
  currentHiring: false,
  positionTypes: [],
  hiringVolume: '',
  experienceLevel: [],
  benefits: [],
  supportNeeds: '',
  previousExperience: '',
  concerns: '',
  goals: '',
  timeline: '',
  consent: false,
};

/**
 * The employer partnership application (spec §2 Contact, §5, §8). The spec's form had no inputs for
 * position types, experience levels and benefits although its rules require them; they are here.
 */
export function EmployerPartnershipForm() {
  const messages = useContactText().formMessages.employerPartnership;
  const {
    form,
    onSubmit,
    pending,
    reference,
    summaryProps,
    text,
    checkbox: box,
    checkboxGroup: group,
  } = useSubmissionForm({
    schema: employerPartnershipSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation: useSubmitEmployerPartnership(),
    toRequest: (values) => values,
    messages,
  });
  const errors = form.formState.errors;

  if (reference !== undefined)
    return <SubmissionSuccess messages={messages} reference={reference} />;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Employer partnership form"
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      <FormSection title="Company and contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label="Company name"
            autoComplete="organization"
            error={errors.companyName?.message}
            {...text('companyName')}
          />
          <TextInput
            label="Contact name"
            autoComplete="name"
            error={errors.contactName?.message}
            {...text('contactName')}
          />
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            error={errors.title?.message}
            {...text('title')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...text('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...text('phone')}
          />
          <TextInput
            label="Website"
            optional
            type="url"
            autoComplete="url"
            hint="For example acme.com"
            error={errors.website?.message}
            {...text('website')}
          />
        </div>
        <AddressFields text={text} errors={errors} streetLabel="Company address" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label="Industry"
            hint="For example manufacturing or food service."
            error={errors.industry?.message}
            {...text('industry')}
          />
          <Select
            label="Company size"
            options={partnershipCompanySizeOptions}
            error={errors.companySize?.message}
            {...text('companySize')}
          />
        </div>
      </FormSection>
      <FormSection title="Hiring needs">
        {box('currentHiring', 'We are hiring now')}
        {group('positionTypes', 'Position types', positionTypeOptions)}
        <Select
          label="Expected hiring volume"
          options={hiringVolumeOptions}
          error={errors.hiringVolume?.message}
          {...text('hiringVolume')}
        />
        {group('experienceLevel', 'Experience levels', experienceLevelOptions)}
        {group('benefits', 'Benefits you offer', benefitOptions, true)}
        <Select
          label="Timeline"
          options={timelineOptions}
          error={errors.timeline?.message}
          {...text('timeline')}
        />
      </FormSection>
      <FormSection title="Partnership">
        <Select
          label="Have you hired people with criminal records before?"
          options={previousExperienceOptions}
          error={errors.previousExperience?.message}
          {...text('previousExperience')}
        />
        <Textarea
          label="What support do you need?"
          hint="For example training, screening or help after hire."
          error={errors.supportNeeds?.message}
          {...text('supportNeeds')}
        />
        <Textarea label="Your goals" error={errors.goals?.message} {...text('goals')} />
        <Textarea
          label="Questions or concerns"
          optional
          error={errors.concerns?.message}
          {...text('concerns')}
        />
      </FormSection>
      {box(
        'consent',
        'I agree to the partnership terms and to Cedar Valley Pathways storing these details.',
      )}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          Submit Partnership Application
        </SubmitButton>
      </div>
    </form>
  );
}
