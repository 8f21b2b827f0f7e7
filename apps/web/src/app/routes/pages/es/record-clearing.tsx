import { localePrefix } from '@pathways/content';
import { recordClearing } from '@pathways/content/es';
import { paths } from '@/config/paths';
import { RecordClearingPage } from '@/features/record-clearing/components/record-clearing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishRecordClearingRoute() {
  useDocumentTitle(recordClearing.title);
  return (
    <RecordClearingPage
      text={recordClearing}
      language="es"
      action={`${localePrefix.es}${paths.recordClearing}`}
    />
  );
}
