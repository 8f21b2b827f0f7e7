import { research } from '@pathways/content/es';
import { ResearchContent } from '@/features/research/components/research-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishResearchPage() {
  useDocumentTitle(research.title);
  return <ResearchContent text={research} />;
}
