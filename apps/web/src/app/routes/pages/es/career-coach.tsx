import { careerCoach } from '@pathways/content/es';
import { CareerCoachPage } from '@/features/career-coach/components/career-coach-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SpanishCareerCoachRoute() {
  useDocumentTitle(careerCoach.title);
  return <CareerCoachPage text={careerCoach} />;
}
