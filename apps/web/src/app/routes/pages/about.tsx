import { about } from '@pathways/content';
import { AboutContent } from '@/features/about/components/about-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AboutPage() {
  useDocumentTitle('About Us');
  return <AboutContent text={about} />;
}
