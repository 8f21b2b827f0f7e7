import { fairChanceGuide } from '@pathways/content/es';
import { FairChanceGuidePage } from '@/features/employers/components/fair-chance-guide-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishFairChanceGuideRoute() {
  useDocumentTitle(fairChanceGuide.title);
  return <FairChanceGuidePage text={fairChanceGuide} />;
}
