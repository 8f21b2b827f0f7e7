import { fillTemplate, type Auth, type Translation } from '@pathways/content';
import type { ForgotPasswordInput } from '@pathways/schemas';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ErrorSummary,
  formIds,
  FormSuccess,
  SubmitButton,
  TextInput,
  useValidatedForm,
  schemaOf,
} from '@/components/form';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { useRequestPasswordReset } from '../api/password-reset';
import { AccountRecoveryLayout } from './account-recovery-layout';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const forgotPasswordSchema = schemaOf('forgotPasswordSchema');

const id = formIds('forgot-password');
const fieldOrder: Path<ForgotPasswordInput>[] = ['email'];

/**
 * "Forgot password?" (issue 15): an e-mail address in, and always the same answer out, so the page
 * never tells whether an account exists.
 */
export function ForgotPasswordPage({ auth }: { auth: Translation<Auth> }) {
  const text = auth.passwordReset.forgot;
  const { site, validationMessage } = useLocaleText();
  const localized = useLocalizedHref();
  const request = useRequestPasswordReset();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    forgotPasswordSchema,
    { email: '' },
    fieldOrder,
  );
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(
    (input) => request.mutate(input, { onError: onServerError(text.failureTitle) }),
    onInvalid,
  );
  const pending = request.isPending;

  return (
    <AccountRecoveryLayout title={text.title}>
      {request.data ? (
        <FormSuccess
          heading={text.sentTitle}
          actions={
            <Link to={localized(paths.auth)} className={buttonClasses('primary')}>
              {text.backToLogin}
            </Link>
          }
        >
          <p>{validationMessage(request.data.message)}.</p>
          <p className="mt-2">{fillTemplate(text.sentHelp, { phone: site.contact.phone })}</p>
        </FormSuccess>
      ) : (
        <>
          <p className="text-slate-700">{text.intro}</p>
          <form
            noValidate
            method="post"
            onSubmit={(event) => void onSubmit(event)}
            aria-label={text.title}
            className="mt-6 grid gap-5"
          >
            <ErrorSummary {...summaryProps(id)} />
            <TextInput
              id={id('email')}
              label={text.emailLabel}
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              disabled={pending}
              {...register('email')}
            />
            <SubmitButton pending={pending} pendingLabel={text.submitting}>
              {text.submit}
            </SubmitButton>
          </form>
          <p className="mt-6">
            <Link to={localized(paths.auth)} className="font-semibold text-brand-800 underline">
              {text.backToLogin}
            </Link>
          </p>
        </>
      )}
    </AccountRecoveryLayout>
  );
}
