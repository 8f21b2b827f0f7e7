import { fillTemplate } from '@pathways/content';
import type { RegisterInput } from '@pathways/schemas';
import { registrationRoleOptions } from '@pathways/schemas/options';
import { Controller, type Path } from 'react-hook-form';
import {
  ErrorSummary,
  formIds,
  type FormValues,
  RadioGroup,
  SubmitButton,
  TextInput,
  useValidatedForm,
  schemaOf,
} from '@/components/form';
import { useToast } from '@/components/ui/toaster';
import { useRegister } from '@/lib/auth';
import type { AuthText, SignedIn } from './auth-page';
import { PasswordInput } from './password-input';

// Fetched on first use with zod itself (lazy-schemas.ts), not with the page.
const registerSchema = schemaOf('registerSchema');

const id = formIds('register');
const fieldOrder: Path<RegisterInput>[] = [
  'fullName',
  'email',
  'username',
  'role',
  'password',
  'confirmPassword',
];
const emptyForm: FormValues<RegisterInput> = {
  fullName: '',
  email: '',
  username: '',
  role: 'client',
  password: '',
  confirmPassword: '',
};

/** Create an account (spec §5 Registration, §6, §8). */
export function RegisterForm({
  onSignedIn,
  text,
}: {
  onSignedIn: (user: SignedIn) => void;
  text: AuthText;
}) {
  const { auth, formMessages } = text;
  const { registerForm } = auth;
  const roleOptions = registrationRoleOptions.map((option) => ({
    value: option.value,
    label: auth.roleOptions[option.value],
  }));
  const toast = useToast();
  const registration = useRegister();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    registerSchema,
    emptyForm,
    fieldOrder,
  );
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    (values) =>
      registration.mutate(values, {
        onSuccess: (user) => {
          toast({
            title: formMessages.registration.successTitle,
            description: fillTemplate(formMessages.registration.successDescription, {
              fullName: user.fullName,
            }),
            variant: 'success',
          });
          onSignedIn(user);
        },
        onError: onServerError(formMessages.registration.failureTitle),
      }),
    onInvalid,
  );
  const pending = registration.isPending;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={registerForm.ariaLabel}
      className="grid gap-5"
    >
      <ErrorSummary {...summaryProps(id)} />
      <TextInput
        id={id('fullName')}
        label={registerForm.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        disabled={pending}
        {...register('fullName')}
      />
      <TextInput
        id={id('email')}
        label={registerForm.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        disabled={pending}
        {...register('email')}
      />
      <TextInput
        id={id('username')}
        label={registerForm.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={registerForm.usernameHint}
        error={errors.username?.message}
        disabled={pending}
        {...register('username')}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            id={id('role')}
            ref={field.ref}
            name={field.name}
            legend={auth.roleLabel}
            hint={auth.roleHint}
            options={roleOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.role?.message}
            disabled={pending}
          />
        )}
      />
      <PasswordInput
        id={id('password')}
        label={registerForm.password}
        toggleLabel={auth.showPasswordLabel}
        autoComplete="new-password"
        hint={registerForm.passwordHint}
        error={errors.password?.message}
        disabled={pending}
        {...register('password')}
      />
      <PasswordInput
        id={id('confirmPassword')}
        label={registerForm.confirmPassword}
        toggleLabel={auth.showPasswordLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        disabled={pending}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} pendingLabel={registerForm.pending} className="sm:w-full">
        {registerForm.submit}
      </SubmitButton>
    </form>
  );
}
