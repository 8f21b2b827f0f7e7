import { programs } from '@pathways/content/es';
import { ProgramsContent } from '@/features/programs/components/programs-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishProgramsPage() {
  useDocumentTitle(programs.title);
  return <ProgramsContent text={programs} />;
}
