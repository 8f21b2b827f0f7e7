import { auth } from '@pathways/content/es';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishResetPasswordRoute() {
  useDocumentTitle(auth.passwordReset.reset.title);
  return <ResetPasswordPage auth={auth} />;
}
