import { getHelp, recordClearing } from '@pathways/content/es';
import { GetHelpContent } from '@/features/get-help/components/get-help-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishGetHelpPage() {
  useDocumentTitle(getHelp.hero.title);
  return <GetHelpContent text={getHelp} recordClearingPromo={recordClearing.promo} />;
}
