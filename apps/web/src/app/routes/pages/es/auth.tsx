import { auth, formMessages } from '@pathways/content/es';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { auth, formMessages };

export default function SpanishAuthRoute() {
  useDocumentTitle(auth.title);
  return <AuthPage text={text} />;
}
