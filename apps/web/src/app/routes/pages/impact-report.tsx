import { impactReport, recordsText } from '@pathways/content';
import { ImpactReportContent } from '@/features/impact-report/components/impact-report-content';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { report: impactReport, records: recordsText, locale: 'en' } as const;

export default function ImpactReportPage() {
  useDocumentTitle('Impact Report');
  return <ImpactReportContent text={text} />;
}
