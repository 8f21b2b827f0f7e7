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
  OfflineNotices,
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
  const { formMessages, applicationForms } = useContactText();
  const messages = formMessages.employerPartnership;
  const words = applicationForms.employerPartnership;
  const {
    form,
    onSubmit,
    pending,
    reference,
    summaryProps,
    offline,
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
    offline: { form: 'employerPartnership', url: '/api/employer-partnership' },
  });
  const errors = form.formState.errors;

  if (reference !== undefined)
    return <SubmissionSuccess messages={messages} reference={reference} />;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={words.ariaLabel}
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      {offline ? <OfflineNotices {...offline} /> : null}
      <FormSection title={words.companySection}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label={words.companyName}
            autoComplete="organization"
            error={errors.companyName?.message}
            {...text('companyName')}
          />
          <TextInput
            label={words.contactName}
            autoComplete="name"
            error={errors.contactName?.message}
            {...text('contactName')}
          />
          <TextInput
            label={words.jobTitle}
            autoComplete="organization-title"
            error={errors.title?.message}
            {...text('title')}
          />
          <TextInput
            label={words.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...text('email')}
          />
          <TextInput
            label={words.phone}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...text('phone')}
          />
          <TextInput
            label={words.website}
            optional
            type="url"
            autoComplete="url"
            hint={words.websiteHint}
            error={errors.website?.message}
            {...text('website')}
          />
        </div>
        <AddressFields text={text} errors={errors} streetLabel={words.companyAddress} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label={words.industry}
            hint={words.industryHint}
            error={errors.industry?.message}
            {...text('industry')}
          />
          <Select
            label={words.companySize}
            options={partnershipCompanySizeOptions}
            error={errors.companySize?.message}
            {...text('companySize')}
          />
        </div>
      </FormSection>
      <FormSection title={words.hiringSection}>
        {box('currentHiring', words.currentHiring)}
        {group('positionTypes', words.positionTypes, positionTypeOptions)}
        <Select
          label={words.hiringVolume}
          options={hiringVolumeOptions}
          error={errors.hiringVolume?.message}
          {...text('hiringVolume')}
        />
        {group('experienceLevel', words.experienceLevel, experienceLevelOptions)}
        {group('benefits', words.benefits, benefitOptions, true)}
        <Select
          label={words.timeline}
          options={timelineOptions}
          error={errors.timeline?.message}
          {...text('timeline')}
        />
      </FormSection>
      <FormSection title={words.partnershipSection}>
        <Select
          label={words.previousExperience}
          options={previousExperienceOptions}
          error={errors.previousExperience?.message}
          {...text('previousExperience')}
        />
        <Textarea
          label={words.supportNeeds}
          hint={words.supportNeedsHint}
          error={errors.supportNeeds?.message}
          {...text('supportNeeds')}
        />
        <Textarea label={words.goals} error={errors.goals?.message} {...text('goals')} />
        <Textarea
          label={words.concerns}
          optional
          error={errors.concerns?.message}
          {...text('concerns')}
        />
      </FormSection>
      {box('consent', words.consent)}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          {words.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
