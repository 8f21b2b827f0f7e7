import type { ContactFormInput } from '@pathways/schemas';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  type FormValues,
  SubmitButton,
  Textarea,
  TextInput,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { useSubmitContact } from '../api/submit-contact';
import { useContactText } from '../contact-text';
import { SubmissionSuccess } from './submission-success';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const contactFormSchema = schemaOf('contactFormSchema');

const id = formIds('contact');
const fieldOrder: Path<ContactFormInput>[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consent',
];
const emptyForm: FormValues<ContactFormInput> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

/** The general contact form of the default view (spec §2, §4, §8). */
export function ContactForm() {
  const { contact, formMessages } = useContactText();
  const { fields } = contact.form;
  const mutation = useSubmitContact();
  const { form, onSubmit, pending, reference, summaryProps, text, checkbox } = useSubmissionForm({
    schema: contactFormSchema,
    defaultValues: emptyForm,
    fieldOrder,
    idOf: id,
    mutation,
    // The consent box is checked here and never sent (spec §3).
    toRequest: ({ name, email, phone, subject, message }) => ({
      name,
      email,
      phone,
      subject,
      message,
    }),
    messages: formMessages.contact,
  });
  const errors = form.formState.errors;

  if (reference !== undefined) {
    const startOver = () => {
      // The link stays on /contact, so nothing remounts: empty the form by hand.
      form.reset(emptyForm);
      mutation.reset();
    };
    return (
      <SubmissionSuccess messages={formMessages.contact} reference={reference} onBack={startOver} />
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-heading"
      className="grid gap-5"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {contact.form.heading}
      </h2>
      <ErrorSummary {...summaryProps()} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label={fields.name}
          autoComplete="name"
          error={errors.name?.message}
          {...text('name')}
        />
        <TextInput
          label={fields.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...text('email')}
        />
      </div>
      <TextInput
        label={fields.phone}
        optional
        type="tel"
        autoComplete="tel"
        hint={fields.phoneHint}
        error={errors.phone?.message}
        {...text('phone')}
      />
      <TextInput label={fields.subject} error={errors.subject?.message} {...text('subject')} />
      <Textarea
        label={fields.message}
        rows={6}
        error={errors.message?.message}
        {...text('message')}
      />
      {checkbox('consent', fields.consent)}
      <div>
        <SubmitButton pending={pending} pendingLabel={contact.form.pendingLabel}>
          {contact.form.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
