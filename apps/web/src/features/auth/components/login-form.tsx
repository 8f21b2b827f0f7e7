import { fillTemplate } from '@pathways/content';
import type { LoginInput } from '@pathways/schemas';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ErrorSummary,
  formIds,
  SubmitButton,
  TextInput,
  useValidatedForm,
  schemaOf,
} from '@/components/form';
import { useToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useLogin } from '@/lib/auth';
import type { AuthText, SignedIn } from './auth-page';
import { PasswordInput } from './password-input';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const loginSchema = schemaOf('loginSchema');

const id = formIds('login');
const fieldOrder: Path<LoginInput>[] = ['username', 'password'];

/** Sign in (spec §5 Login, §8). The page sends a signed-in user on to /dashboard. */
export function LoginForm({
  onSignedIn,
  text,
}: {
  onSignedIn: (user: SignedIn) => void;
  text: AuthText;
}) {
  const { auth, formMessages } = text;
  const { loginForm } = auth;
  const localized = useLocalizedHref();
  const toast = useToast();
  const login = useLogin();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    loginSchema,
    { username: '', password: '' },
    fieldOrder,
  );
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    (credentials) =>
      login.mutate(credentials, {
        onSuccess: (user) => {
          toast({
            title: formMessages.login.successTitle,
            description: fillTemplate(formMessages.login.successDescription, {
              name: user.fullName,
            }),
            variant: 'success',
          });
          onSignedIn(user);
        },
        onError: onServerError(formMessages.login.failureTitle),
      }),
    onInvalid,
  );
  const pending = login.isPending;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={loginForm.ariaLabel}
      className="grid gap-5"
    >
      <ErrorSummary {...summaryProps(id)} />
      <TextInput
        id={id('username')}
        label={loginForm.username}
        hint={loginForm.usernameHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        disabled={pending}
        {...register('username')}
      />
      <PasswordInput
        id={id('password')}
        label={loginForm.password}
        toggleLabel={auth.showPasswordLabel}
        autoComplete="current-password"
        error={errors.password?.message}
        disabled={pending}
        {...register('password')}
      />
      <p className="-mt-2 text-sm">
        <Link
          to={localized(paths.forgotPassword)}
          className="font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {auth.passwordReset.forgotLink}
        </Link>
      </p>
      <SubmitButton pending={pending} pendingLabel={loginForm.pending} className="sm:w-full">
        {loginForm.submit}
      </SubmitButton>
    </form>
  );
}
