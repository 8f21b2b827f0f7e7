import { recordClearing } from '@pathways/content';
import { paths } from '@/config/paths';
import { RecordClearingPage } from '@/features/record-clearing/components/record-clearing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RecordClearingRoute() {
  useDocumentTitle(recordClearing.title);
  return <RecordClearingPage text={recordClearing} language="en" action={paths.recordClearing} />;
}
