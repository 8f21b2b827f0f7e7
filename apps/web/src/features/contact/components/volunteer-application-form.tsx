import type { VolunteerApplicationInput } from '@pathways/schemas';
import {
  availabilityOptions,
  interestOptions,
  timeCommitmentOptions,
} from '@pathways/schemas/options';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  type FormValues,
  Select,
  SubmitButton,
  Textarea,
  OfflineNotices,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { useSubmitVolunteerApplication } from '../api/submit-volunteer-application';
import { FormSection } from './form-section';
import { AboutYouFields, AddressFields, EmergencyContactFields } from './personal-details-fields';
import { SubmissionSuccess } from './submission-success';
import { useContactText } from '../contact-text';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const volunteerApplicationSchema = schemaOf('volunteerApplicationSchema');

const id = formIds('volunteer');
const fieldOrder: Path<VolunteerApplicationInput>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'state',
  'zipCode',
  'emergencyContact',
  'emergencyPhone',
  'availability',
  'timeCommitment',
  'interests',
  'skills',
  'experience',
  'motivation',
  'references',
  'backgroundCheck',
  'consent',
];
const emptyForm: FormValues<VolunteerApplicationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  dateOfBirth: '',
  emergencyContact: '',
  emergencyPhone: '',
  availability: [],
  skills: '',
  interests: [],
  experience: '',
  motivation: '',
  timeCommitment: '',
  backgroundCheck: false,
  references: '',
  consent: false,
};

/** The volunteer application (spec §2 Contact, §5, §8). */
export function VolunteerApplicationForm() {
  const { formMessages, applicationForms } = useContactText();
  const messages = formMessages.volunteer;
  const { sections } = applicationForms;
  const words = applicationForms.volunteer;
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
    schema: volunteerApplicationSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation: useSubmitVolunteerApplication(),
    toRequest: (values) => values,
    messages,
    offline: { form: 'volunteerApplication', url: '/api/volunteer-application' },
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
      <FormSection title={sections.aboutYou}>
        <AboutYouFields text={text} errors={errors} />
        <AddressFields text={text} errors={errors} />
      </FormSection>
      <FormSection title={sections.emergencyContact}>
        <EmergencyContactFields text={text} errors={errors} />
      </FormSection>
      <FormSection title={words.timeSection}>
        {group('availability', words.availability, availabilityOptions)}
        <Select
          label={words.timeCommitment}
          options={timeCommitmentOptions}
          error={errors.timeCommitment?.message}
          {...text('timeCommitment')}
        />
        {group('interests', words.interests, interestOptions)}
      </FormSection>
      <FormSection title={words.experienceSection}>
        <Textarea label={words.skills} error={errors.skills?.message} {...text('skills')} />
        <Textarea
          label={words.experience}
          error={errors.experience?.message}
          {...text('experience')}
        />
        <Textarea
          label={words.motivation}
          error={errors.motivation?.message}
          {...text('motivation')}
        />
        <Textarea
          label={words.references}
          hint={words.referencesHint}
          error={errors.references?.message}
          {...text('references')}
        />
      </FormSection>
      {box('backgroundCheck', words.backgroundCheck)}
      {box('consent', words.consent)}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          {words.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
