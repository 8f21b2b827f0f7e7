import { auth } from '@pathways/content/es';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishForgotPasswordRoute() {
  useDocumentTitle(auth.passwordReset.forgot.title);
  return <ForgotPasswordPage auth={auth} />;
}
