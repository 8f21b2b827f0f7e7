import { programs } from '@pathways/content';
import { ProgramsContent } from '@/features/programs/components/programs-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProgramsPage() {
  useDocumentTitle('Programs');
  return <ProgramsContent text={programs} />;
}
