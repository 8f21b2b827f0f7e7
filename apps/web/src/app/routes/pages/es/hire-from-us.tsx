import { applicationForms, employers, fairChanceGuide, formMessages } from '@pathways/content/es';
import { EmployerOnboardingForm } from '@/features/employer-onboarding/components/employer-onboarding-form';
import { EmployersContent } from '@/features/employers/components/employers-content';
import { useDocumentTitle } from '@/lib/use-document-title';

const onboardingText = {
  fields: applicationForms.employerOnboarding,
  messages: formMessages.employerOnboarding,
  onboarding: employers.onboarding,
};

export default function SpanishHireFromUsPage() {
  useDocumentTitle(employers.hero.title);
  return (
    <EmployersContent
      text={employers}
      onboardingForm={<EmployerOnboardingForm text={onboardingText} />}
      guideLink={fairChanceGuide.hireFromUsLink}
    />
  );
}
