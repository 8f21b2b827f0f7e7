import { fillTemplate } from '@pathways/content';
import type { WotcPrescreen } from '@pathways/schemas';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useMyPrescreen } from '../api/fair-chance';
import { WotcPrescreenForm } from './wotc-prescreen-form';

/** What the client stored: declined, or whether the result is shared (their answers are in the form). */
function StoredNote({ prescreen }: { prescreen: WotcPrescreen }) {
  const t = usePortalText().client.jobs.wotcPrescreen;
  if (prescreen.choice === 'preferNotToAnswer') return <p className="text-sm">{t.declined}</p>;
  return <p className="text-sm">{prescreen.consentToShare ? t.shared : t.notShared}</p>;
}

/**
 * Client › Applications, from a conditional offer on (issue 29 point 4): the WOTC ex-felon
 * pre-screen, optional, with consent. The API refuses it earlier (409), so it is asked only here.
 */
export function WotcPrescreenSection({
  applicationId,
  companyName,
}: {
  applicationId: number;
  companyName: string;
}) {
  const t = usePortalText().client.jobs.wotcPrescreen;
  const query = useMyPrescreen(applicationId);
  if (!query.data) return null;
  const { prescreen, editable } = query.data;
  const headingId = `wotc-prescreen-${applicationId}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded border border-slate-300 bg-slate-50 p-4"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {fillTemplate(t.title, { companyName })}
      </h4>
      <p className="text-sm">{fillTemplate(t.why, { companyName })}</p>
      {prescreen ? <StoredNote prescreen={prescreen} /> : null}
      {editable ? (
        <>
          {prescreen ? <p className="text-sm">{t.change}</p> : null}
          <WotcPrescreenForm
            key={prescreen?.answeredAt ?? 'new'}
            applicationId={applicationId}
            companyName={companyName}
            prescreen={prescreen}
          />
        </>
      ) : (
        <p className="text-sm">{t.closed}</p>
      )}
    </section>
  );
}
