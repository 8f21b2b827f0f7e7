import type { ConsentTextVersion } from '@pathways/content';
import { Link } from 'react-router';
import { PageIntro, QueryBoundary } from '@/components/portal';
import { Section } from '@/components/portal/parts';
import { paths } from '@/config/paths';
import { portalLink, usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConsentTexts } from '../api/my-consents';
import { useMyCase } from '../api/staff';
import { GiveConsentForm } from './give-consent-form';
import { MyConsentItem } from './my-consent-item';

/**
 * Client › My Profile › My consents (issue 25, H-2 and M-5): each consent with its state and the
 * text the client agreed to, readable in full; Revoke, asked first; and consent to share with one
 * employer, chosen from the list; and the client's own scope for drug-related offenses (issue 32
 * D12), which only they can give. The API's texts say which versions exist; the page shows each in
 * its own language (the Spanish twin has the same versions).
 */
export function MyConsentsPage() {
  const { client, consentTexts, root } = usePortalText();
  const text = client.myConsents;
  useDocumentTitle(text.title);
  const myCase = useMyCase();
  const texts = useConsentTexts();
  const known = texts.data?.texts ?? [];
  const inPageLanguage = (version: string): ConsentTextVersion | undefined =>
    consentTexts.find((entry) => entry.version === version) ??
    known.find((entry) => entry.version === version);
  // The newest employer-sharing text is the one a new consent is given on.
  const newestEmployerText = known.filter((entry) => entry.scope === 'employer').at(-1);
  const shownText = newestEmployerText ? inPageLanguage(newestEmployerText.version) : undefined;
  const newestSubstanceText = known.filter((entry) => entry.scope === 'substanceUse').at(-1);
  const substanceText = newestSubstanceText
    ? inPageLanguage(newestSubstanceText.version)
    : undefined;
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={portalLink(root, paths.clientProfile)}
        className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline"
      >
        {text.back}
      </Link>
      <PageIntro title={text.title} intro={text.intro} />
      <QueryBoundary query={myCase}>
        {(data) =>
          data ? (
            <>
              <Section title={text.listHeading}>
                {data.consents.length === 0 ? <p>{text.none}</p> : null}
                <ul className="flex flex-col gap-3">
                  {data.consents.map((consent) => (
                    <MyConsentItem
                      key={consent.id}
                      consent={consent}
                      agreedText={inPageLanguage(consent.textVersion)}
                    />
                  ))}
                </ul>
              </Section>
              {shownText ? (
                <GiveConsentForm consentText={shownText} />
              ) : (
                <p role="status">{text.loadingTexts}</p>
              )}
              {substanceText ? (
                <GiveConsentForm consentText={substanceText} scope="substanceUse" />
              ) : null}
            </>
          ) : (
            <p>{client.myCase.noCase}</p>
          )
        }
      </QueryBoundary>
    </div>
  );
}
