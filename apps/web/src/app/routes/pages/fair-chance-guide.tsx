import { fairChanceGuide } from '@pathways/content';
import { FairChanceGuidePage } from '@/features/employers/components/fair-chance-guide-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function FairChanceGuideRoute() {
  useDocumentTitle(fairChanceGuide.title);
  return <FairChanceGuidePage text={fairChanceGuide} />;
}
