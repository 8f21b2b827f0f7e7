import { formatAddress } from '@pathways/content';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { SocialIcon } from './social-icon';

function FooterLinks({
  heading,
  links,
}: {
  heading: string;
  links: readonly { label: string; href: string }[];
}) {
  const localized = useLocalizedHref();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">{heading}</h2>
      <ul className="mt-4 grid gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={localized(link.href)}
              className="inline-flex min-h-11 items-center text-brand-50 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public footer (spec §2 "Shared footer"). */
export function SiteFooter() {
  const { site } = useLocaleText();
  const { footer, contact } = site;
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.organizationName}</p>
          <p className="mt-3 text-sm leading-relaxed">{footer.about}</p>
          <p className="mt-3 text-sm">{site.taxStatus}</p>
        </div>
        <FooterLinks heading={footer.quickLinksHeading} links={footer.quickLinks} />
        <FooterLinks heading={footer.getInvolvedHeading} links={footer.getInvolvedLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {footer.contactHeading}
          </h2>
          <ul className="mt-4 grid gap-1 text-sm">
            <li>
              <a
                href={contact.phoneHref}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-11 items-center gap-2 break-all hover:text-white hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2 py-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{formatAddress(contact.address)}</span>
            </li>
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-white">{footer.hoursHeading}</h3>
          <ul className="mt-1 text-sm">
            {site.hours.map((entry) => (
              <li key={entry.days}>
                {entry.days}: {entry.hours}
              </li>
            ))}
          </ul>
          <h3 className="mt-5 text-sm font-semibold text-white">{footer.followHeading}</h3>
          <ul className="mt-2 flex gap-2">
            {site.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-300 hover:text-slate-950"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">
                    {link.label} {footer.newTabNote}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">© {footer.copyright}</p>
      </div>
    </footer>
  );
}
