import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, type ContactFormInput } from '@pathways/schemas';
import { contact, formMessages } from '@pathways/content';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import {
  applyServerFieldErrors,
  Checkbox,
  ErrorSummary,
  errorMessage,
  formIds,
  formResolver,
  type FormValues,
  FormSuccess,
  SubmitButton,
  summaryErrors,
  Textarea,
  TextInput,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useSubmitContact } from '../api/submit-contact';

const id = formIds('contact');
const fieldOrder: Path<ContactFormInput>[] = ['name', 'email', 'phone', 'subject', 'message', 'consent'];
const emptyForm: FormValues<ContactFormInput> = { name: '', email: '', phone: '', subject: '', message: '', consent: false };

/** The general contact form of the default view (spec §2, §4, §8). */
export function ContactForm() {
  const toast = useToast();
  const mutation = useSubmitContact();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm({
    resolver: formResolver(zodResolver(contactFormSchema)),
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, formState, reset } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    ({ name, email, phone, subject, message }) => {
      // The consent box is checked here and never sent (spec §3).
      mutation.mutate(
        { name, email, phone, subject, message },
        {
          onError: (error) => {
            if (applyServerFieldErrors(error, setError, fieldOrder)) setFailedSubmits((n) => n + 1);
            toast({ title: formMessages.contact.failureTitle, description: errorMessage(error), variant: 'destructive' });
          },
        },
      );
    },
    () => setFailedSubmits((n) => n + 1),
  );

  if (mutation.isSuccess) {
    return (
      <FormSuccess
        heading={formMessages.contact.successHeading}
        reference={mutation.data.reference}
        actions={
          <Button variant="secondary" asChild>
            <Link
              to={paths.contact}
              onClick={() => {
                reset(emptyForm);
                mutation.reset();
              }}
            >
              {contact.successLinkLabel}
            </Link>
          </Button>
        }
      >
        <p>{formMessages.contact.successText}</p>
      </FormSuccess>
    );
  }

  const pending = mutation.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-heading" className="grid gap-5">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {contact.form.heading}
      </h2>
      <ErrorSummary errors={summaryErrors(errors, fieldOrder, id)} focusKey={failedSubmits} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput id={id('name')} label="Name" autoComplete="name" error={errors.name?.message} disabled={pending} {...register('name')} />
        <TextInput id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} disabled={pending} {...register('email')} />
      </div>
      <TextInput
        id={id('phone')}
        label="Phone"
        optional
        type="tel"
        autoComplete="tel"
        hint="So we can call you back if that is easier."
        error={errors.phone?.message}
        disabled={pending}
        {...register('phone')}
      />
      <TextInput id={id('subject')} label="Subject" error={errors.subject?.message} disabled={pending} {...register('subject')} />
      <Textarea id={id('message')} label="Message" rows={6} error={errors.message?.message} disabled={pending} {...register('message')} />
      <Controller
        control={control}
        name="consent"
        render={({ field }) => (
          <Checkbox
            id={id('consent')}
            ref={field.ref}
            name={field.name}
            label="I agree that Cedar Valley Pathways may store my details to answer my message."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.consent?.message}
            disabled={pending}
          />
        )}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={contact.form.pendingLabel}>
          {contact.form.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
