import { getInvolved } from '@pathways/content';
import { DonationForm, DonationImpactList } from '@/features/donation/components/donation-form';

/** TEMP (drop at merge): the public-site branch owns the real Get Involved page. */
export default function GetInvolvedTempPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{getInvolved.title}</h1>
      <section id="donate" aria-labelledby="donate-heading" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:p-8">
          <h2 id="donate-heading" className="text-2xl font-bold text-slate-900">{getInvolved.donate.heading}</h2>
          <p className="text-slate-700">{getInvolved.donate.description}</p>
          <DonationForm />
        </div>
        <DonationImpactList />
      </section>
    </div>
  );
}
