import type { ContactFormInput } from '@pathways/schemas';
import type { Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  type FormValues,
  SubmitButton,
  Textarea,
  TextInput,
  OfflineNotices,
  useSubmissionForm,
  schemaOf,
} from '@/components/form';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
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
  const { labels } = contact.form;
  // Posted without JavaScript, the Spanish form is answered in Spanish (at /es/contact).
  const localizedHref = useLocalizedHref();
  const mutation = useSubmitContact();
  const { form, onSubmit, pending, reference, summaryProps, offline, startAgain, text, checkbox } =
    useSubmissionForm({
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
      offline: { form: 'contact', url: '/api/contact' },
    });
  const errors = form.formState.errors;

  if (reference !== undefined) {
    // The link stays on /contact, so nothing remounts: the form is emptied by hand.
    return (
      <SubmissionSuccess
        messages={formMessages.contact}
        reference={reference}
        onBack={startAgain}
      />
    );
  }

  return (
    <form
      method="post"
      action={localizedHref(paths.contact)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-heading"
      className="grid gap-5"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {contact.form.heading}
      </h2>
      <ErrorSummary {...summaryProps()} />
      {offline ? <OfflineNotices {...offline} /> : null}
      {/* Names this form to the server when it is posted without JavaScript (issue 12). */}
      <input type="hidden" name="form" value="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label={labels.name}
          autoComplete="name"
          error={errors.name?.message}
          {...text('name')}
        />
        <TextInput
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...text('email')}
        />
      </div>
      <TextInput
        label={labels.phone}
        optional
        type="tel"
        autoComplete="tel"
        hint={contact.form.phoneHint}
        error={errors.phone?.message}
        {...text('phone')}
      />
      <TextInput label={labels.subject} error={errors.subject?.message} {...text('subject')} />
      <Textarea
        label={labels.message}
        rows={6}
        error={errors.message?.message}
        {...text('message')}
      />
      {checkbox('consent', contact.form.consentLabel)}
      <div>
        <SubmitButton pending={pending} pendingLabel={contact.form.pendingLabel}>
          {contact.form.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
