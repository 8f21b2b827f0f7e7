import { debugPage } from '@pathways/content/es';
import { DebugPage } from '@/features/debug/components/debug-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishDebugRoute() {
  useDocumentTitle(debugPage.title);
  return <DebugPage text={debugPage} />;
}
