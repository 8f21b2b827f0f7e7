/** Placeholder: the forms person (issue 6) replaces this file with the real employer onboarding form. */
export function EmployerOnboardingForm() {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-8 text-center font-semibold text-slate-700">
      Employer onboarding form coming soon
    </div>
  );
}
