import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContentIcon } from '@/components/ui/content-icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { StatBlock } from '@/components/ui/stat';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import type { HomeText } from '../home-text';
import type { TeaserFigures } from '../utils/teaser-figures';

/** Section 4: potential impact, the challenge, white paper and report cards, and the simulator teaser. */
export function HomeImpact({
  text: impact,
  teaser,
}: {
  text: HomeText['impact'];
  /** The model's figures for the teaser scenario in the page's language (computed at build time). */
  teaser: TeaserFigures;
}) {
  const localized = useLocalizedHref();
  const modelValues = [teaser.recidivismReduction, teaser.savings, teaser.roi];
  const { simulatorTeaser } = impact;
  return (
    <Section id={impact.id} aria-labelledby={`${impact.id}-title`}>
      <SectionHeading
        id={`${impact.id}-title`}
        title={impact.heading}
        description={impact.description}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">{impact.potentialHeading}</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {impact.potential.map((stat) => (
              <li key={stat.label}>
                <StatBlock value={stat.value} label={stat.label} description={stat.description} />
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-slate-100 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">{impact.challengeHeading}</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {impact.challenges.map((stat) => (
              <li key={stat.label}>
                <p className="text-4xl font-bold tracking-tight text-slate-900">
                  {stat.value}
                  {stat.comparison ? (
                    <span className="text-2xl text-slate-500"> / {stat.comparison}</span>
                  ) : null}
                </p>
                <p className="mt-1 font-semibold text-slate-900">{stat.label}</p>
                {stat.description ? (
                  <p className="mt-1 text-sm text-slate-600">{stat.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {[impact.whitePaperCard, impact.impactReportCard].map((card) => (
          <Card key={card.title} className="flex flex-col">
            <span className="grid size-12 place-items-center rounded-xl bg-accent-300/40 text-brand-900">
              <ContentIcon name={card.icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
            <Link
              to={localized(card.cta.href)}
              className={`${buttonClasses('primary')} mt-5 self-start`}
            >
              {card.cta.label}
            </Link>
          </Card>
        ))}
      </div>
      <div
        className="mt-8 overflow-hidden rounded-3xl bg-brand-900 p-6 text-white sm:p-10"
        data-testid="simulator-teaser"
      >
        <div className="flex items-center gap-3">
          <Calculator aria-hidden="true" className="size-7 text-accent-300" />
          <h3 className="text-2xl font-bold">{simulatorTeaser.heading}</h3>
        </div>
        <p className="mt-3 max-w-2xl text-brand-50">{simulatorTeaser.description}</p>
        <h4 className="mt-8 text-lg font-semibold text-accent-300">
          {simulatorTeaser.statedGoalsHeading}
        </h4>
        <ul className="mt-3 grid gap-6 sm:grid-cols-3" data-testid="teaser-stated-goals">
          {simulatorTeaser.stats.map((stat) => (
            <li
              key={stat.label}
              className="rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/15"
            >
              <StatBlock value={stat.value} label={stat.label} invert />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-brand-50">{simulatorTeaser.note}</p>
        <h4 className="mt-8 text-lg font-semibold text-accent-300">
          {simulatorTeaser.modelHeading}
        </h4>
        <ul className="mt-3 grid gap-6 sm:grid-cols-3" data-testid="teaser-model">
          {simulatorTeaser.stats.map((stat, index) => (
            <li key={stat.label} className="rounded-2xl p-5 text-center ring-1 ring-white/30">
              <StatBlock value={modelValues[index] ?? ''} label={stat.label} invert />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-brand-50">
          {simulatorTeaser.scenarioPrefix}{' '}
          <strong className="font-semibold text-white">“{teaser.scenarioLabel}”</strong>:{' '}
          {teaser.scenarioDescription}{' '}
          <Link to={localized(teaser.simulatorHref)} className="font-semibold text-white underline">
            {simulatorTeaser.scenarioLinkLabel}
          </Link>
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {simulatorTeaser.reproducePrefix}{' '}
          <code className="break-all rounded bg-white/10 px-1.5 py-0.5 font-mono text-white">
            {teaser.command}
          </code>
        </p>
        <Link
          to={localized(simulatorTeaser.cta.href)}
          className={`${buttonClasses('accent', 'lg')} mt-6`}
        >
          {simulatorTeaser.cta.label}
        </Link>
      </div>
    </Section>
  );
}
