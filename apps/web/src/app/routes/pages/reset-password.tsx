import { auth } from '@pathways/content';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle(auth.passwordReset.reset.title);
  return <ResetPasswordPage auth={auth} />;
}
