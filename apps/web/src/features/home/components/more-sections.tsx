import { ArrowRight, CheckCircle2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { colorClasses } from '@/components/ui/colors';
import { ContentIcon } from '@/components/ui/content-icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import type { HomeProgram, HomeText } from '../home-text';

/** Section 5: four steps. */
export function HomeHowItWorks({ text: howItWorks }: { text: HomeText['howItWorks'] }) {
  return (
    <Section id={howItWorks.id} tone="brand" aria-labelledby={`${howItWorks.id}-title`}>
      <SectionHeading
        id={`${howItWorks.id}-title`}
        title={howItWorks.heading}
        description={howItWorks.description}
      />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step) => (
          <li key={step.number} className="rounded-2xl bg-white p-6 shadow-sm">
            <span className="grid size-11 place-items-center rounded-full bg-brand-800 text-lg font-bold text-white">
              {step.number}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Section 6 (id business-impact). */
export function HomeBusinessImpact({ text: businessImpact }: { text: HomeText['businessImpact'] }) {
  const localized = useLocalizedHref();
  return (
    <Section id={businessImpact.id} tone="dark" aria-labelledby={`${businessImpact.id}-title`}>
      <SectionHeading
        id={`${businessImpact.id}-title`}
        title={businessImpact.heading}
        description={businessImpact.description}
        invert
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {businessImpact.stats.map((stat) => (
          <li key={stat.label} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            <p className="text-4xl font-bold text-accent-300">{stat.value}</p>
            <p className="mt-1 font-semibold text-white">{stat.label}</p>
            {stat.description ? (
              <p className="mt-1 text-sm text-brand-50">{stat.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={localized(businessImpact.cta.href)} className={buttonClasses('accent', 'lg')}>
          {businessImpact.cta.label}
        </Link>
      </div>
    </Section>
  );
}

/** Section 7 (id success-stories); the story cards come from the stories feature as `children`. */
export function HomeSuccessStories({
  text: successStories,
  children,
}: {
  text: HomeText['successStories'];
  children: ReactNode;
}) {
  const localized = useLocalizedHref();
  return (
    <Section id={successStories.id} aria-labelledby={`${successStories.id}-title`}>
      <SectionHeading
        id={`${successStories.id}-title`}
        title={successStories.heading}
        description={successStories.description}
      />
      {children}
      <div className="mt-10 text-center">
        <Link
          to={localized(successStories.viewAll.href)}
          className={buttonClasses('secondary', 'lg')}
        >
          {successStories.viewAll.label}
        </Link>
      </div>
    </Section>
  );
}

/** Section 8: call to action and the mailing-list box, which is disabled until the list exists. */
export function HomeCallToAction({ text: callToAction }: { text: HomeText['callToAction'] }) {
  const localized = useLocalizedHref();
  const { mailingList } = callToAction;
  return (
    <Section id={callToAction.id} tone="soft" aria-labelledby={`${callToAction.id}-title`}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2
            id={`${callToAction.id}-title`}
            className="text-3xl font-bold text-slate-900 sm:text-4xl"
          >
            {callToAction.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{callToAction.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={localized(callToAction.primaryCta.href)}
              className={buttonClasses('primary', 'lg')}
            >
              {callToAction.primaryCta.label}
            </Link>
            <Link
              to={localized(callToAction.secondaryCta.href)}
              className={buttonClasses('secondary', 'lg')}
            >
              {callToAction.secondaryCta.label}
            </Link>
          </div>
        </div>
        <Card>
          <h3 className="text-xl font-semibold text-slate-900">{mailingList.heading}</h3>
          <p className="mt-2 text-slate-700">{mailingList.description}</p>
          <form
            method="post"
            className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            aria-describedby="mailing-list-note"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="grid gap-1.5">
              <label htmlFor="mailing-list-email" className="font-medium text-slate-800">
                {mailingList.emailLabel}
              </label>
              <input
                id="mailing-list-email"
                type="email"
                disabled
                placeholder={mailingList.emailPlaceholder}
                className="min-h-11 rounded-md border border-slate-300 bg-slate-100 px-3 placeholder:text-slate-600"
              />
            </div>
            <button type="submit" disabled className={buttonClasses('primary')}>
              {mailingList.subscribeLabel}
            </button>
          </form>
          <p id="mailing-list-note" className="mt-3 flex gap-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {mailingList.disabledNote}
          </p>
        </Card>
      </div>
    </Section>
  );
}

/** Section 9 (id programs): the six programs, each linking to its anchor on /programs. */
export function HomePrograms({
  text: section,
  programs,
}: {
  text: HomeText['programs'];
  programs: readonly HomeProgram[];
}) {
  const localized = useLocalizedHref();
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading
        id={`${section.id}-title`}
        title={section.heading}
        description={section.description}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <li key={program.id}>
            <Link
              to={localized(`${paths.programs}#${program.id}`)}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span
                className={`grid size-12 shrink-0 place-items-center rounded-xl ${colorClasses[program.color].icon}`}
              >
                <ContentIcon name={program.icon} />
              </span>
              <span>
                <span className="flex items-center gap-1 text-lg font-semibold text-slate-900 group-hover:text-brand-800">
                  {program.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 line-clamp-3 block text-sm text-slate-700">
                  {program.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={localized(section.cta.href)} className={buttonClasses('primary', 'lg')}>
          {section.cta.label}
        </Link>
      </div>
    </Section>
  );
}

/** Section 10 (id get-involved). */
export function HomeGetInvolved({ text: section }: { text: HomeText['getInvolved'] }) {
  const localized = useLocalizedHref();
  return (
    <Section id={section.id} tone="brand" aria-labelledby={`${section.id}-title`}>
      <SectionHeading
        id={`${section.id}-title`}
        title={section.heading}
        description={section.description}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {section.options.map((option) => (
          <li key={option.title}>
            <Card className="flex h-full flex-col text-center">
              <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-300/50 text-brand-900">
                <ContentIcon name={option.icon} className="size-7" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{option.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{option.description}</p>
              <Link to={localized(option.cta.href)} className={`${buttonClasses('primary')} mt-5`}>
                {option.cta.label}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Section 11: the client portal teaser. */
export function HomeClientPortal({ text: section }: { text: HomeText['clientPortal'] }) {
  const localized = useLocalizedHref();
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id={`${section.id}-title`} className="text-3xl font-bold">
            {section.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{section.description}</p>
          <Link
            to={localized(section.cta.href)}
            className={`${buttonClasses('accent', 'lg')} mt-6`}
          >
            {section.cta.label}
          </Link>
        </div>
        <ul className="grid gap-3">
          {section.features.map((feature) => (
            <li key={feature} className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
