import { employers } from '@pathways/content';
import { EmployerOnboardingForm } from '@/features/employer-onboarding/components/employer-onboarding-form';

/** TEMP (drop at merge): the public-site branch owns the real employer page. */
export default function HireFromUsTempPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{employers.hero.title}</h1>
      <section id="onboarding" aria-labelledby="onboarding-heading" className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:p-8">
        <h2 id="onboarding-heading" className="text-2xl font-bold text-slate-900">{employers.onboarding.heading}</h2>
        <p className="text-slate-700">{employers.onboarding.description}</p>
        <EmployerOnboardingForm />
      </section>
    </div>
  );
}
