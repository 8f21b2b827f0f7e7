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
  const messages = useContactText().formMessages.volunteer;
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
    schema: volunteerApplicationSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation: useSubmitVolunteerApplication(),
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
      aria-label="Volunteer application form"
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      <FormSection title="About you">
        <AboutYouFields text={text} errors={errors} />
        <AddressFields text={text} errors={errors} />
      </FormSection>
      <FormSection title="Emergency contact">
        <EmergencyContactFields text={text} errors={errors} />
      </FormSection>
      <FormSection title="Your time and interests">
        {group('availability', 'When are you available?', availabilityOptions)}
        <Select
          label="Time commitment"
          options={timeCommitmentOptions}
          error={errors.timeCommitment?.message}
          {...text('timeCommitment')}
        />
        {group('interests', 'Areas of interest', interestOptions)}
      </FormSection>
      <FormSection title="Your experience">
        <Textarea label="Skills" error={errors.skills?.message} {...text('skills')} />
        <Textarea
          label="Volunteer or work experience"
          error={errors.experience?.message}
          {...text('experience')}
        />
        <Textarea
          label="Why do you want to volunteer?"
          error={errors.motivation?.message}
          {...text('motivation')}
        />
        <Textarea
          label="References"
          hint="Names and phone numbers or emails of two people who know you."
          error={errors.references?.message}
          {...text('references')}
        />
      </FormSection>
      {box('backgroundCheck', 'I consent to a background check.')}
      {box(
        'consent',
        'I agree to the volunteer terms and to Cedar Valley Pathways storing these details.',
      )}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          Submit Volunteer Application
        </SubmitButton>
      </div>
    </form>
  );
}
