import {
  availabilityOptions,
  interestOptions,
  timeCommitmentOptions,
  volunteerApplicationSchema,
  type VolunteerApplicationInput,
} from '@pathways/schemas';
import { formMessages } from '@pathways/content';
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
} from '@/components/form';
import { useSubmitVolunteerApplication } from '../api/submit-volunteer-application';
import { FormSection } from './form-section';
import { SubmissionSuccess } from './submission-success';

const id = formIds('volunteer');
const messages = formMessages.volunteer;
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
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Volunteer application form"
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      <FormSection title="About you">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...text('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...text('lastName')}
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
            label="Date of birth"
            type="date"
            autoComplete="bday"
            error={errors.dateOfBirth?.message}
            {...text('dateOfBirth')}
          />
        </div>
        <TextInput
          label="Street address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...text('address')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextInput
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...text('city')}
          />
          <TextInput
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...text('state')}
          />
          <TextInput
            label="Zip code"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zipCode?.message}
            {...text('zipCode')}
          />
        </div>
      </FormSection>
      <FormSection title="Emergency contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label="Emergency contact name"
            error={errors.emergencyContact?.message}
            {...text('emergencyContact')}
          />
          <TextInput
            label="Emergency contact phone"
            type="tel"
            error={errors.emergencyPhone?.message}
            {...text('emergencyPhone')}
          />
        </div>
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
