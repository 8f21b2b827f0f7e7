import { research } from '@pathways/content';
import { ResearchContent } from '@/features/research/components/research-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ResearchPage() {
  useDocumentTitle('Research');
  return <ResearchContent text={research} />;
}
