import type { Employers, Translation } from '@pathways/content';
import { Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContentIcon } from '@/components/ui/content-icon';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { StatBlock } from '@/components/ui/stat';
import { useLocalizedHref } from '@/lib/i18n/locale-context';

/** Section id of the onboarding form; the hero's "Become a Partner" button jumps to it. */
export const ONBOARDING_SECTION_ID = 'onboarding';

/**
 * The employer page (spec §2 "Employer page"). The onboarding form belongs to another feature, so
 * the route module passes it in as `onboardingForm`.
 */
export function EmployersContent({
  text: employers,
  onboardingForm,
  guideLink,
}: {
  text: Translation<Employers>;
  onboardingForm: ReactNode;
  /** The link to the fair-chance guide (issue 29), under the tax-incentive and support cards. */
  guideLink: { label: string; href: string };
}) {
  const { hero, onboarding } = employers;
  const localized = useLocalizedHref();
  return (
    <>
      <PageHero
        title={hero.title}
        description={hero.description}
        badge={
          <Badge tone="accent" className="px-3 py-1 text-sm">
            {hero.badge}
          </Badge>
        }
      >
        <ul className="flex w-full flex-wrap gap-8 pb-2">
          {hero.stats.map((stat) => (
            <li key={stat.label}>
              <StatBlock value={stat.value} label={stat.label} invert />
            </li>
          ))}
        </ul>
        <a href={`#${ONBOARDING_SECTION_ID}`} className={buttonClasses('accent', 'lg')}>
          {hero.primaryCta.label}
        </a>
        <Link
          to={localized(hero.secondaryCta.href)}
          className={`${buttonClasses('inverse', 'lg')}`}
        >
          {hero.secondaryCta.label}
        </Link>
      </PageHero>
      <Section>
        <div className="grid gap-12">
          {employers.advantages.map((advantage) => (
            <div
              key={advantage.heading}
              className="grid gap-8 md:grid-cols-[1fr_2fr] md:items-center"
            >
              <div>
                <h2 className="text-3xl font-bold text-slate-900">{advantage.heading}</h2>
                <p className="mt-3 text-lg text-slate-700">{advantage.description}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-3">
                {advantage.stats.map((stat) => (
                  <li key={stat.label} className="rounded-xl bg-brand-50 p-5">
                    <StatBlock
                      value={stat.value}
                      label={stat.label}
                      description={stat.description}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <Section tone="soft">
        <ul className="grid gap-6 md:grid-cols-3">
          {Object.values(employers.benefitCards).map((card) => (
            <li key={card.title}>
              <Card className="h-full border-t-4 border-t-accent-400">
                <span className="grid size-12 place-items-center rounded-lg bg-accent-300/40 text-brand-900">
                  <ContentIcon name={card.icon} />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h2>
                <p className="mt-2 text-slate-700">{card.description}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={localized(guideLink.href)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {guideLink.label}
          </Link>
        </p>
      </Section>
      <Section>
        <SectionHeading title={employers.servicesHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {employers.services.map((service) => (
            <li key={service.title}>
              <Card className="h-full">
                <span className="grid size-12 place-items-center rounded-lg bg-brand-100 text-brand-800">
                  <ContentIcon name={service.icon} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-2 text-slate-700">{service.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="brand">
        <SectionHeading title={employers.testimonialsHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {employers.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-accent-400" />
                <blockquote className="mt-3 flex-1 text-lg text-slate-800">
                  {testimonial.quote}
                </blockquote>
                <figcaption className="mt-4 border-t border-slate-100 pt-4">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="text-sm text-slate-600">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <SectionHeading title={employers.stepsHeading} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {employers.steps.map((step) => (
            <li key={step.number} className="relative rounded-xl border border-slate-200 p-6">
              <span className="grid size-10 place-items-center rounded-full bg-brand-800 font-bold text-white">
                {step.number}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="soft">
        <div className="mx-auto max-w-3xl">
          <h2 className="mb-6 text-center text-3xl font-bold text-slate-900">
            {employers.faqHeading}
          </h2>
          <Accordion
            items={employers.faq.map((item, index) => ({
              id: `employer-faq-${index}`,
              title: item.question,
              content: item.answer,
            }))}
          />
          <p className="mt-6 text-center">
            <Link
              to={localized(employers.researchLink.href)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {employers.researchLink.label}
            </Link>
          </p>
        </div>
      </Section>
      <section
        id={ONBOARDING_SECTION_ID}
        aria-labelledby="onboarding-title"
        className="scroll-mt-24"
      >
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="onboarding-title" className="text-center text-3xl font-bold text-slate-900">
            {onboarding.heading}
          </h2>
          <p className="mt-3 text-center text-lg text-slate-700">{onboarding.description}</p>
          <p className="mt-1 text-center text-slate-600">{onboarding.reviewPromise}</p>
          <div className="mt-8">{onboardingForm}</div>
        </div>
      </section>
    </>
  );
}
