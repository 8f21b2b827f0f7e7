import {
  getInvolvedTabIds,
  type GetInvolved,
  type GetInvolvedTabId,
  type Translation,
} from '@pathways/content';
import { Building2, Clock, HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useHashTab } from '../hooks/use-hash-tab';

type GetInvolvedText = Translation<GetInvolved>;
const tabIds = getInvolvedTabIds;

function DonateTab({
  donate,
  donationForm,
}: {
  donate: GetInvolvedText['donate'];
  donationForm: ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{donate.heading}</h2>
        <p className="mt-2 text-lg text-slate-700">{donate.description}</p>
        <div className="mt-6">{donationForm}</div>
      </div>
      <aside aria-labelledby="donate-impact-title" className="rounded-2xl bg-brand-50 p-6">
        <h3 id="donate-impact-title" className="text-xl font-semibold text-slate-900">
          {donate.impactHeading}
        </h3>
        <ul className="mt-4 grid gap-4">
          {donate.impact.map((item) => (
            <li key={item.amount} className="flex gap-4">
              <span className="min-w-20 shrink-0 text-2xl font-bold text-brand-800">
                {item.amount}
              </span>
              <span className="text-slate-700">{item.description}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 border-t border-brand-100 pt-4 text-sm text-slate-700">
          {donate.taxNote}
        </p>
      </aside>
    </div>
  );
}

function VolunteerTab({ volunteer }: { volunteer: GetInvolvedText['volunteer'] }) {
  const localized = useLocalizedHref();
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{volunteer.heading}</h2>
      <p className="mt-2 text-lg text-slate-700">{volunteer.description}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {volunteer.roles.map((role) => (
          <li key={role.title}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-slate-900">{role.title}</h3>
              <p className="mt-1 flex items-center gap-2 text-sm font-semibold text-brand-800">
                <Clock aria-hidden="true" className="size-4" />
                {role.commitment}
              </p>
              <p className="mt-3 text-slate-700">{role.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Link to={localized(volunteer.cta.href)} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {volunteer.cta.label}
      </Link>
    </div>
  );
}

function PartnerTab({ partner }: { partner: GetInvolvedText['partner'] }) {
  const localized = useLocalizedHref();
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{partner.heading}</h2>
      <p className="mt-2 text-lg text-slate-700">{partner.description}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {[
          { group: partner.business, Icon: Building2 },
          { group: partner.nonprofit, Icon: HeartHandshake },
        ].map(({ group, Icon }) => (
          <Card key={group.heading}>
            <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              {group.heading}
            </h3>
            <ul className="mt-4 grid gap-4">
              {group.types.map((type) => (
                <li key={type.title}>
                  <p className="font-semibold text-slate-900">{type.title}</p>
                  <p className="text-slate-700">{type.description}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <Link to={localized(partner.cta.href)} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {partner.cta.label}
      </Link>
    </div>
  );
}

/**
 * The Get Involved page (spec §2): Donate / Volunteer / Partner With Us tabs picked by #donate,
 * #volunteer, #partner. The donation form belongs to another feature and comes in as a prop.
 */
export function GetInvolvedContent({
  text: getInvolved,
  donationForm,
}: {
  text: GetInvolvedText;
  donationForm: ReactNode;
}) {
  const [tab, setTab] = useHashTab<GetInvolvedTabId>(tabIds, getInvolved.defaultTab);
  const panels: Record<GetInvolvedTabId, ReactNode> = {
    donate: <DonateTab donate={getInvolved.donate} donationForm={donationForm} />,
    volunteer: <VolunteerTab volunteer={getInvolved.volunteer} />,
    partner: <PartnerTab partner={getInvolved.partner} />,
  };
  return (
    <>
      <PageHero title={getInvolved.title} description={getInvolved.intro} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <Tabs
          label={getInvolved.title}
          renderAll
          value={tab}
          onValueChange={setTab}
          items={getInvolved.tabs.map((item) => ({
            value: item.id,
            label: item.label,
            content: panels[item.id],
          }))}
        />
      </div>
      <Section tone="soft">
        <SectionHeading title={getInvolved.impactStoriesHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {getInvolved.impactStories.map((story) => (
            <li key={story.title}>
              <Card className="h-full border-t-4 border-t-accent-400">
                <h3 className="text-xl font-semibold text-slate-900">{story.title}</h3>
                <p className="mt-3 text-slate-700">{story.text}</p>
                <p className="mt-4 text-sm font-semibold text-brand-800">{story.attribution}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
