import { getHelp, recordClearing } from '@pathways/content';
import { GetHelpContent } from '@/features/get-help/components/get-help-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function GetHelpPage() {
  useDocumentTitle('Get Help');
  return <GetHelpContent text={getHelp} recordClearingPromo={recordClearing.promo} />;
}
