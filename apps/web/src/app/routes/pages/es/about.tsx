import { about } from '@pathways/content/es';
import { AboutContent } from '@/features/about/components/about-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishAboutPage() {
  useDocumentTitle('Quiénes somos');
  return <AboutContent text={about} />;
}
