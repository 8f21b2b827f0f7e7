import { contactViews, type ContactView } from '@pathways/content';
import {
  ArrowLeft,
  Briefcase,
  Clock,
  ExternalLink,
  HelpCircle,
  Mail,
  MapPin,
  Phone,
  UserPlus,
  Users,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useHydrated } from '@/lib/use-hydrated';
import { ContactTextProvider, useContactText, type ContactText } from '../contact-text';
import { ClientIntakeForm } from './client-intake-form';
import { ContactForm } from './contact-form';
import { EmployerPartnershipForm } from './employer-partnership-form';
import { VolunteerApplicationForm } from './volunteer-application-form';

const VIEW_PARAM = 'view';

const quickLinkIcons: Record<ContactView, typeof Users> = {
  default: Mail,
  'client-intake': UserPlus,
  'employer-partnership': Briefcase,
  'volunteer-application': Users,
  faq: HelpCircle,
};

// A plain list lookup instead of the zod schema, so this page's chunk does not pull in zod.
function isContactView(value: string | null): value is ContactView {
  return contactViews.some((view) => view === value);
}

function parseView(value: string | null): ContactView {
  return isContactView(value) ? value : 'default';
}

/** Titles of the sub-views; taken from the quick links so they read the same in both places. */
function viewTitle(contact: ContactText['contact'], view: ContactView): string {
  return contact.quickLinks.find((link) => link.view === view)?.label ?? contact.form.heading;
}

/**
 * The Contact page (spec §2): one view at a time. The view lives in `?view=` so links, bookmarks and
 * the Back button work; it is read only after hydration so the prerendered HTML (default view) hydrates cleanly.
 */
export function ContactPage({ text }: { text: ContactText }) {
  return (
    <ContactTextProvider text={text}>
      <ContactViews />
    </ContactTextProvider>
  );
}

function ContactViews() {
  const { contact } = useContactText();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const view = hydrated ? parseView(searchParams.get(VIEW_PARAM)) : 'default';
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const chosenByUser = useRef(false);

  useEffect(() => {
    // After a click, move focus to the new view's heading so keyboard and screen-reader users follow.
    if (chosenByUser.current) viewHeadingRef.current?.focus();
    chosenByUser.current = false;
  }, [view]);

  const open = (next: ContactView) => {
    chosenByUser.current = true;
    setSearchParams(next === 'default' ? {} : { [VIEW_PARAM]: next });
  };

  return (
    <div id={contact.id} className="bg-slate-50">
      <section className="bg-brand-900 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold sm:text-5xl">{contact.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{contact.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-8">
          {view === 'default' ? (
            <>
              <QuickLinks onOpen={open} />
              <Card>
                <ContactForm />
              </Card>
            </>
          ) : (
            <>
              <div>
                <Button variant="ghost" onClick={() => open('default')} className="-ml-2">
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  {contact.backLabel}
                </Button>
              </div>
              <Card className="grid gap-6">
                <h2
                  ref={viewHeadingRef}
                  tabIndex={-1}
                  className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
                >
                  {view === 'faq' ? contact.faq.heading : viewTitle(contact, view)}
                </h2>
                <SubViewForm view={view} />
              </Card>
            </>
          )}
        </div>
        <ContactSidebar />
      </div>
    </div>
  );
}

function SubViewForm({ view }: { view: Exclude<ContactView, 'default'> }) {
  switch (view) {
    case 'client-intake':
      return <ClientIntakeForm />;
    case 'employer-partnership':
      return <EmployerPartnershipForm />;
    case 'volunteer-application':
      return <VolunteerApplicationForm />;
    case 'faq':
      return <ContactFaq />;
  }
}

function QuickLinks({ onOpen }: { onOpen: (view: ContactView) => void }) {
  const { contact } = useContactText();
  return (
    <section aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className="text-2xl font-bold text-slate-900">
        {contact.quickLinksHeading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {contact.quickLinks.map((link) => {
          const Icon = quickLinkIcons[link.view];
          return (
            <li key={link.view}>
              <a
                href={`?${VIEW_PARAM}=${link.view}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(link.view);
                }}
                className="flex h-full min-h-11 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-800" />
                <span className="grid gap-1">
                  <span className="font-semibold text-brand-900">{link.label}</span>
                  <span className="text-sm text-slate-700">{link.description}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ContactFaq() {
  const { contact } = useContactText();
  const { site } = useLocaleText();
  return (
    <div className="grid gap-6">
      <Accordion
        items={contact.faq.items.map((item, index) => ({
          id: `faq-${index + 1}`,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
      <p className="rounded-lg bg-brand-50 p-4 text-slate-800">
        {contact.faq.closingPrompt}{' '}
        <a href={site.contact.phoneHref} className="font-semibold text-brand-800 underline">
          {site.contact.phone}
        </a>{' '}
        ·{' '}
        <a href={`mailto:${site.contact.email}`} className="font-semibold text-brand-800 underline">
          {site.contact.email}
        </a>
      </p>
    </div>
  );
}

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `sidebar-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

function ContactSidebar() {
  const { contact } = useContactText();
  const { site } = useLocaleText();
  const { address } = site.contact;
  return (
    <aside aria-label={contact.contactDetailsLabel} className="grid content-start gap-5">
      <SidebarCard title={contact.contactInfoHeading}>
        <ul className="grid gap-3 text-slate-800">
          <li className="flex items-start gap-3">
            <Phone aria-hidden="true" className="mt-3 size-5 shrink-0 text-brand-800" />
            <a
              href={site.contact.phoneHref}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {site.contact.phone}
            </a>
          </li>
          <li className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-3 size-5 shrink-0 text-brand-800" />
            <a
              href={`mailto:${site.contact.email}`}
              className="inline-flex min-h-11 items-center break-all font-semibold text-brand-800 underline underline-offset-2"
            >
              {site.contact.email}
            </a>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipCode}
            </address>
          </li>
        </ul>
      </SidebarCard>
      <SidebarCard title={contact.hoursHeading}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
          {site.hours.map((row) => (
            <div key={row.days} className="contents">
              <dt className="flex items-center gap-2 font-semibold">
                <Clock aria-hidden="true" className="size-4 text-brand-800" />
                {row.days}
              </dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </SidebarCard>
      <SidebarCard title={contact.howWeCanHelp.heading}>
        <ul className="grid list-disc gap-1 pl-5 text-slate-800 marker:text-brand-700">
          {contact.howWeCanHelp.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SidebarCard>
      <SidebarCard title={contact.socialHeading}>
        <ul className="grid gap-2">
          {site.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} ${site.footer.newTabNote}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
              >
                {link.network}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </SidebarCard>
    </aside>
  );
}
