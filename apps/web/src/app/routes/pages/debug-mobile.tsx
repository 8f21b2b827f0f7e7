import { debugPage } from '@pathways/content';
import { DebugPage } from '@/features/debug/components/debug-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DebugRoute() {
  useDocumentTitle(debugPage.title);
  return <DebugPage text={debugPage} />;
}
