import { auth, formMessages } from '@pathways/content';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { auth, formMessages };

export default function AuthRoute() {
  useDocumentTitle('Client Portal');
  return <AuthPage text={text} />;
}
