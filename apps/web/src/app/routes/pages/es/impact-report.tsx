import { impactReport, recordsText } from '@pathways/content/es';
import { ImpactReportContent } from '@/features/impact-report/components/impact-report-content';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { report: impactReport, records: recordsText, locale: 'es' } as const;

/** The impact report page in Spanish, /es/impact-report (the PDF itself is English, and says so). */
export default function SpanishImpactReportPage() {
  useDocumentTitle(impactReport.title);
  return <ImpactReportContent text={text} />;
}
