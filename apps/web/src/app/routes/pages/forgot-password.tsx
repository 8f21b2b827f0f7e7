import { auth } from '@pathways/content';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle(auth.passwordReset.forgot.title);
  return <ForgotPasswordPage auth={auth} />;
}
