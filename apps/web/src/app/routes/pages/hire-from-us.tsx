import { EmployerOnboardingForm } from '@/features/employer-onboarding/components/employer-onboarding-form';
import { EmployersContent } from '@/features/employers/components/employers-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function HireFromUsPage() {
  useDocumentTitle('Hire From Us');
  return <EmployersContent onboardingForm={<EmployerOnboardingForm />} />;
}
