import { careerCoach } from '@pathways/content';
import { CareerCoachPage } from '@/features/career-coach/components/career-coach-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function CareerCoachRoute() {
  useDocumentTitle('Career Coach');
  return <CareerCoachPage text={careerCoach} />;
}
