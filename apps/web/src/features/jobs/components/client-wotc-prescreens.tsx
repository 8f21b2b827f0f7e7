import type { ClientWotcPrescreen } from '@pathways/schemas';
import { useClientPrescreens } from '../api/fair-chance';
import { text } from './options';

const t = text.fairChance;
const yesNo = (value: 'yes' | 'no' | null) => (value === null ? t.notGiven : t[value]);

function Answers({ prescreen }: { prescreen: ClientWotcPrescreen }) {
  if (prescreen.choice === 'preferNotToAnswer') return <p>{t.prescreenDeclined}</p>;
  const rows = [
    [t.prescreenFelony, yesNo(prescreen.felonyConviction)],
    [t.prescreenWithinYear, yesNo(prescreen.convictedOrReleasedWithinYear)],
    [t.prescreenDate, prescreen.convictionOrReleaseDate ?? t.notGiven],
    [t.prescreenConsent, prescreen.consentToShare ? t.yes : t.no],
  ] as const;
  return (
    <dl className="grid gap-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-2">
          <dt className="font-semibold text-slate-800">{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * On a client's record, for their case worker: the client's own WOTC pre-screen answers, each
 * application's (every read is logged by the API). Nothing shows before a conditional offer.
 */
export function ClientWotcPrescreens({ clientId }: { clientId: number }) {
  const prescreens = useClientPrescreens(clientId).data?.prescreens ?? [];
  if (prescreens.length === 0) return null;
  return (
    <section aria-label={t.prescreenTitle} className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold text-slate-900">{t.prescreenTitle}</h3>
      <p>{t.prescreenIntro}</p>
      {prescreens.map((prescreen) => (
        <div key={prescreen.applicationId} className="flex flex-col gap-1">
          <p className="font-semibold">
            {prescreen.job.title}, {prescreen.job.companyName}
          </p>
          <Answers prescreen={prescreen} />
        </div>
      ))}
    </section>
  );
}
