import type { ProgramsPage, Translation } from '@pathways/content';
import { CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { colorClasses } from '@/components/ui/colors';
import { ContentIcon } from '@/components/ui/content-icon';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { StaticIsland } from '@/components/layouts/static-island';

/** The Programs page (spec §2 "Programs"): six anchored programs, extra services, training, next step. */
export function ProgramsContent({ text: programs }: { text: Translation<ProgramsPage> }) {
  const localized = useLocalizedHref();
  return (
    // Text and links only: hydration keeps the prerendered HTML (static-island.tsx).
    <StaticIsland name="programs-page">
      <>
        <PageHero title={programs.title} description={programs.intro}>
          <nav aria-label={programs.onThisPageLabel} className="w-full">
            <ul className="flex flex-wrap gap-2">
              {programs.programs.map((program) => (
                <li key={program.id}>
                  <a
                    href={`#${program.id}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-medium text-white ring-1 ring-white/25 hover:bg-white/20"
                  >
                    {program.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </PageHero>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 sm:py-20">
          {programs.programs.map((program, index) => {
            const colors = colorClasses[program.color];
            return (
              <section
                key={program.id}
                id={program.id}
                aria-labelledby={`${program.id}-title`}
                className={`grid gap-8 rounded-2xl border border-slate-200 p-6 sm:p-10 md:grid-cols-2 ${index % 2 === 0 ? 'bg-white' : colors.soft}`}
              >
                <div>
                  <span className={`grid size-14 place-items-center rounded-xl ${colors.icon}`}>
                    <ContentIcon name={program.icon} className="size-7" />
                  </span>
                  <h2
                    id={`${program.id}-title`}
                    className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl"
                  >
                    {program.title}
                  </h2>
                  <p className="mt-4 text-lg leading-relaxed text-slate-700">
                    {program.description}
                  </p>
                </div>
                <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <h3 className="text-lg font-semibold text-slate-900">
                    {programs.featuresHeading}
                  </h3>
                  <ul className="mt-4 grid gap-3">
                    {program.features.map((feature) => (
                      <li key={feature} className="flex gap-3 text-slate-700">
                        <CheckCircle2
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-brand-700"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            );
          })}
        </div>
        <Section tone="soft">
          <SectionHeading title={programs.additionalServicesHeading} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {programs.additionalServices.map((service) => (
              <li key={service.title}>
                <Card className="h-full">
                  <span className="grid size-12 place-items-center rounded-lg bg-accent-300/40 text-brand-900">
                    <ContentIcon name={service.icon} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-2 text-slate-700">{service.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <Section>
          <SectionHeading title={programs.trainingHeading} description={programs.trainingIntro} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {programs.trainingPrograms.map((training) => (
              <li key={training.title}>
                <Card className="flex h-full flex-col">
                  <ul className="flex flex-wrap gap-2">
                    {training.tags.map((tag) => (
                      <li key={tag}>
                        <Badge tone={tag === 'High Demand' ? 'accent' : 'brand'}>
                          {programs.trainingTagLabels[tag]}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{training.title}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{training.description}</p>
                  <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm font-semibold text-brand-800">
                    <Clock aria-hidden="true" className="size-4" />
                    {training.duration}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <Section tone="dark">
          <SectionHeading title={programs.cta.heading} description={programs.cta.text} invert />
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              to={localized(programs.cta.primary.href)}
              className={buttonClasses('accent', 'lg')}
            >
              {programs.cta.primary.label}
            </Link>
            <Link
              to={localized(programs.cta.secondary.href)}
              className={`${buttonClasses('inverse', 'lg')}`}
            >
              {programs.cta.secondary.label}
            </Link>
          </div>
        </Section>
      </>
    </StaticIsland>
  );
}
