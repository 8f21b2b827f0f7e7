import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AuthRoute() {
  useDocumentTitle('Client Portal');
  return <AuthPage />;
}
