import { ImpactReportContent } from '@/features/impact-report/components/impact-report-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ImpactReportPage() {
  useDocumentTitle('Impact Report');
  return <ImpactReportContent />;
}
