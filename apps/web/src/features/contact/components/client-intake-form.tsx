import type { ClientIntakeInput } from '@pathways/schemas';
import { educationOptions, transportationOptions } from '@pathways/schemas/options';
import { useWatch, type Path } from 'react-hook-form';
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
import { useSubmitClientIntake } from '../api/submit-client-intake';
import { FormSection } from './form-section';
import { AboutYouFields, AddressFields, EmergencyContactFields } from './personal-details-fields';
import { SubmissionSuccess } from './submission-success';
import { useContactText } from '../contact-text';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const clientIntakeSchema = schemaOf('clientIntakeSchema');

const id = formIds('intake');
const fieldOrder: Path<ClientIntakeInput>[] = [
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
  'education',
  'workExperience',
  'skillsInterests',
  'goals',
  'barriers',
  'transportation',
  'availability',
  'criminalHistory',
  'criminalDetails',
  'consent',
];
const emptyForm: FormValues<ClientIntakeInput> = {
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
  education: '',
  workExperience: '',
  skillsInterests: '',
  barriers: '',
  goals: '',
  transportation: '',
  availability: '',
  criminalHistory: false,
  criminalDetails: '',
  consent: false,
};

/** The client intake application (spec §2 Contact, §5, §8). */
export function ClientIntakeForm() {
  const messages = useContactText().formMessages.clientIntake;
  const { form, onSubmit, pending, reference, summaryProps, text, checkbox } = useSubmissionForm({
    schema: clientIntakeSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation: useSubmitClientIntake(),
    // Details are only asked for when the box is ticked; never send stale ones typed before unticking.
    toRequest: (values) =>
      values.criminalHistory ? values : { ...values, criminalDetails: undefined },
    messages,
  });
  const errors = form.formState.errors;
  const hasCriminalHistory = useWatch({ control: form.control, name: 'criminalHistory' });

  if (reference !== undefined)
    return <SubmissionSuccess messages={messages} reference={reference} />;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Client intake form"
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      <FormSection title="About you">
        <AboutYouFields text={text} errors={errors} />
      </FormSection>
      <FormSection title="Address">
        <AddressFields text={text} errors={errors} />
      </FormSection>
      <FormSection title="Emergency contact">
        <EmergencyContactFields text={text} errors={errors} />
      </FormSection>
      <FormSection title="Your background and goals">
        <Select
          label="Highest level of education"
          options={educationOptions}
          error={errors.education?.message}
          {...text('education')}
        />
        <Textarea
          label="Work experience"
          hint="Jobs you have had, including short or informal work."
          error={errors.workExperience?.message}
          {...text('workExperience')}
        />
        <Textarea
          label="Skills and interests"
          error={errors.skillsInterests?.message}
          {...text('skillsInterests')}
        />
        <Textarea
          label="Your goals"
          hint="What kind of work would you like to do?"
          error={errors.goals?.message}
          {...text('goals')}
        />
        <Textarea
          label="Barriers to work"
          optional
          hint="For example housing, childcare, a license or transportation."
          error={errors.barriers?.message}
          {...text('barriers')}
        />
        <Select
          label="Transportation"
          options={transportationOptions}
          error={errors.transportation?.message}
          {...text('transportation')}
        />
        <TextInput
          label="Availability"
          hint="Days and times you can work or meet us."
          error={errors.availability?.message}
          {...text('availability')}
        />
      </FormSection>
      <FormSection title="Criminal history">
        <p className="text-slate-700">
          Having a record does not stop you from joining. It helps us match you with the right
          employers.
        </p>
        {checkbox('criminalHistory', 'I have a criminal record')}
        {hasCriminalHistory ? (
          <Textarea
            label="Tell us about your record"
            optional
            hint="Only what you are comfortable sharing."
            error={errors.criminalDetails?.message}
            {...text('criminalDetails')}
          />
        ) : null}
      </FormSection>
      {checkbox(
        'consent',
        'I consent to Cedar Valley Pathways collecting this information and to taking part in the program.',
      )}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          Submit Application
        </SubmitButton>
      </div>
    </form>
  );
}
