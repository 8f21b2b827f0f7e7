import { Link } from 'react-router';
import { PageIntro, Section } from '@/components/portal/parts';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Client › Resources: the programme's real services (the Programs page's own list, in the page's
 * language) and links to the public pages that say more, with the phone number.
 */
export function ResourcesPage() {
  const t = usePortalText().client.resourcesPage;
  const { site } = useLocaleText();
  const localized = useLocalizedHref();
  useDocumentTitle(t.title);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <Section title={t.servicesHeading}>
        <ul className="grid gap-4 md:grid-cols-2">
          {t.services.map((service) => (
            <li key={service.title} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.moreHeading}>
        <ul className="flex flex-col gap-2">
          {t.links.map((link) => (
            <li key={link.href}>
              <Link
                to={localized(link.href)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">
          {t.callUs}{' '}
          <a
            href={site.contact.phoneHref}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {site.contact.phone}
          </a>
        </p>
      </Section>
    </div>
  );
}
