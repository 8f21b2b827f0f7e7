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
  OfflineNotices,
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
  const { formMessages, applicationForms } = useContactText();
  const messages = formMessages.clientIntake;
  const { sections } = applicationForms;
  const words = applicationForms.clientIntake;
  const { form, onSubmit, pending, reference, summaryProps, offline, text, checkbox } =
    useSubmissionForm({
      schema: clientIntakeSchema,
      defaultValues: emptyForm,
      fieldOrder,
      idOf: id,
      mutation: useSubmitClientIntake(),
      // Details are only asked for when the box is ticked; never send stale ones typed before unticking.
      toRequest: (values) =>
        values.criminalHistory ? values : { ...values, criminalDetails: undefined },
      messages,
      offline: { form: 'clientIntake', url: '/api/client-intake' },
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
      aria-label={words.ariaLabel}
      className="grid gap-8"
    >
      <ErrorSummary {...summaryProps()} />
      {offline ? <OfflineNotices {...offline} /> : null}
      <FormSection title={sections.aboutYou}>
        <AboutYouFields text={text} errors={errors} />
      </FormSection>
      <FormSection title={sections.address}>
        <AddressFields text={text} errors={errors} />
      </FormSection>
      <FormSection title={sections.emergencyContact}>
        <EmergencyContactFields text={text} errors={errors} />
      </FormSection>
      <FormSection title={words.backgroundSection}>
        <Select
          label={words.education}
          options={educationOptions}
          error={errors.education?.message}
          {...text('education')}
        />
        <Textarea
          label={words.workExperience}
          hint={words.workExperienceHint}
          error={errors.workExperience?.message}
          {...text('workExperience')}
        />
        <Textarea
          label={words.skillsInterests}
          error={errors.skillsInterests?.message}
          {...text('skillsInterests')}
        />
        <Textarea
          label={words.goals}
          hint={words.goalsHint}
          error={errors.goals?.message}
          {...text('goals')}
        />
        <Textarea
          label={words.barriers}
          optional
          hint={words.barriersHint}
          error={errors.barriers?.message}
          {...text('barriers')}
        />
        <Select
          label={words.transportation}
          options={transportationOptions}
          error={errors.transportation?.message}
          {...text('transportation')}
        />
        <TextInput
          label={words.availability}
          hint={words.availabilityHint}
          error={errors.availability?.message}
          {...text('availability')}
        />
      </FormSection>
      <FormSection title={words.criminalHistorySection}>
        <p className="text-slate-700">{words.criminalHistoryNote}</p>
        {checkbox('criminalHistory', words.criminalHistory)}
        {hasCriminalHistory ? (
          <Textarea
            label={words.criminalDetails}
            optional
            hint={words.criminalDetailsHint}
            error={errors.criminalDetails?.message}
            {...text('criminalDetails')}
          />
        ) : null}
      </FormSection>
      {checkbox('consent', words.consent)}
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.submittingLabel}>
          {words.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
