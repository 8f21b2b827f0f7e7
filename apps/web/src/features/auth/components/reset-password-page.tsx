import type { Auth, Translation } from '@pathways/content';
import type { ResetPasswordInput } from '@pathways/schemas';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ErrorSummary,
  formIds,
  FormSuccess,
  SubmitButton,
  useValidatedForm,
  schemaOf,
} from '@/components/form';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { useResetPassword, useVerifyResetToken } from '../api/password-reset';
import { AccountRecoveryLayout } from './account-recovery-layout';
import { PasswordInput } from './password-input';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const resetPasswordSchema = schemaOf('resetPasswordSchema');

const id = formIds('reset-password');
const fieldOrder: Path<ResetPasswordInput>[] = ['password', 'confirmPassword'];
const TOKEN_IN_FRAGMENT = /(?:^#|&)token=([\w-]+)/;
const HTTP_GONE = 410;
/**
 * The room of the answer most arrivals get (a link that ran out, or none), held by the "checking"
 * line before it too, so the footer does not jump when it comes (Lighthouse measured a 0.14 layout
 * shift without it).
 */
const ANSWER_ROOM = 'min-h-52';

/** An API error's own words, without the "410: " the client puts in front. */
function withoutStatus(error: Error): string {
  return error.message.replace(/^\d+: /, '');
}

/** The token as the page found it on arrival: read once, before the address is cleaned. */
let arrivalToken: string | null | undefined;
function readArrivalToken(): string | null {
  arrivalToken ??= TOKEN_IN_FRAGMENT.exec(window.location.hash)?.[1] ?? null;
  return arrivalToken;
}
const noSubscription = () => () => {};

/**
 * Reads the link's token from the address's fragment (never sent to a server or in a Referer),
 * takes it out of the address bar and the history at once, and trades it for an HttpOnly cookie.
 * `missing` is true once the browser has shown there was no token (never while prerendering).
 */
function useResetLink() {
  const verify = useVerifyResetToken();
  const token = useSyncExternalStore(noSubscription, readArrivalToken, () => undefined);
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    mutate(token);
  }, [token, mutate]);
  return { verify, missing: token === null };
}

type ResetText = Translation<Auth>['passwordReset']['reset'];

function AskAgain({ text, message }: { text: ResetText; message: string }) {
  const localized = useLocalizedHref();
  return (
    <div className={`grid content-start gap-4 ${ANSWER_ROOM}`} role="alert">
      <h2 className="text-xl font-semibold text-slate-900">{text.invalidTitle}</h2>
      <p className="text-slate-700">{message}</p>
      <p>
        <Link to={localized(paths.forgotPassword)} className={buttonClasses('primary')}>
          {text.askAgain}
        </Link>
      </p>
    </div>
  );
}

/** The page a reset e-mail links to (issue 15): check the link, then choose a new password. */
export function ResetPasswordPage({ auth }: { auth: Translation<Auth> }) {
  const text = auth.passwordReset.reset;
  const { validationMessage } = useLocaleText();
  const localized = useLocalizedHref();
  const toast = useToast();
  const { verify, missing } = useResetLink();
  const reset = useResetPassword();
  const [linkLost, setLinkLost] = useState<string | null>(null);
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    fieldOrder,
  );
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    (input) =>
      reset.mutate(input, {
        onSuccess: () => toast({ title: text.doneTitle, variant: 'success' }),
        onError: (error) => {
          // The link was used or ran out while the form was open: say so instead of the form.
          if (error instanceof ApiError && error.status === HTTP_GONE)
            setLinkLost(validationMessage(withoutStatus(error)));
          else onServerError(text.failureTitle)(error);
        },
      }),
    onInvalid,
  );
  const pending = reset.isPending;

  let body;
  if (reset.isSuccess) {
    body = (
      <FormSuccess
        heading={text.doneTitle}
        actions={
          <Link to={localized(paths.auth)} className={buttonClasses('primary')}>
            {text.toLogin}
          </Link>
        }
      >
        <p>{text.doneText}</p>
      </FormSuccess>
    );
  } else if (missing) {
    body = <AskAgain text={text} message={text.missingToken} />;
  } else if (verify.isError || linkLost) {
    body = (
      <AskAgain
        text={text}
        message={linkLost ?? (verify.error ? validationMessage(withoutStatus(verify.error)) : '')}
      />
    );
  } else if (!verify.isSuccess) {
    body = (
      <div className={ANSWER_ROOM}>
        <p className="flex items-center gap-3 text-slate-700" role="status">
          <Spinner className="size-5" />
          {text.checking}
        </p>
      </div>
    );
  } else {
    body = (
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
          <PasswordInput
            toggleLabel={auth.showPasswordLabel}
            id={id('password')}
            label={text.passwordLabel}
            autoComplete="new-password"
            hint={auth.registerForm.passwordHint}
            error={errors.password?.message}
            disabled={pending}
            {...register('password')}
          />
          <PasswordInput
            toggleLabel={auth.showPasswordLabel}
            id={id('confirmPassword')}
            label={text.confirmLabel}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            disabled={pending}
            {...register('confirmPassword')}
          />
          <SubmitButton pending={pending} pendingLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </form>
      </>
    );
  }

  return (
    <AccountRecoveryLayout title={text.title}>
      {/* The address never holds the token for long, but no page this one links to may learn it. */}
      <meta name="referrer" content="no-referrer" />
      {body}
    </AccountRecoveryLayout>
  );
}
