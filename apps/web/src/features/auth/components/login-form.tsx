import { zodResolver } from '@hookform/resolvers/zod';
import { fillTemplate, formMessages } from '@pathways/content';
import { loginSchema, type LoginInput } from '@pathways/schemas';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { applyServerFieldErrors, ErrorSummary, errorMessage, formIds, SubmitButton, summaryErrors, TextInput } from '@/components/form';
import { useToast } from '@/components/ui/toaster';
import { useLogin } from '@/lib/auth';
import { PasswordInput } from './password-input';

const id = formIds('login');
const fieldOrder: Path<LoginInput>[] = ['username', 'password'];

/** Sign in (spec §5 Login, §8). The page sends a signed-in user on to /dashboard. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const toast = useToast();
  const login = useLogin();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    (credentials) =>
      login.mutate(credentials, {
        onSuccess: (user) => {
          toast({
            title: formMessages.login.successTitle,
            description: fillTemplate(formMessages.login.successDescription, { name: user.fullName }),
            variant: 'success',
          });
          onSignedIn();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, fieldOrder)) setFailedSubmits((n) => n + 1);
          toast({ title: formMessages.login.failureTitle, description: errorMessage(error), variant: 'destructive' });
        },
      }),
    () => setFailedSubmits((n) => n + 1),
  );
  const pending = login.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Login" className="grid gap-5">
      <ErrorSummary errors={summaryErrors(errors, fieldOrder, id)} focusKey={failedSubmits} />
      <TextInput
        id={id('username')}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        disabled={pending}
        {...register('username')}
      />
      <PasswordInput id={id('password')} label="Password" autoComplete="current-password" error={errors.password?.message} disabled={pending} {...register('password')} />
      <SubmitButton pending={pending} pendingLabel="Signing in..." className="sm:w-full">
        Login
      </SubmitButton>
    </form>
  );
}
