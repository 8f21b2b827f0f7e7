import { DebugPage } from '@/features/debug/components/debug-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DebugRoute() {
  useDocumentTitle('Debug');
  return <DebugPage />;
}
