import { Quote } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ContentIcon } from '@/components/ui/content-icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { StatBlock } from '@/components/ui/stat';
import type { HomeText } from '../home-text';

/** Section 2: vision, three pillars, a quote and the proposed 2030 impact. */
export function HomeOverview({ text: overview }: { text: HomeText['overview'] }) {
  return (
    <Section id={overview.id} aria-labelledby={`${overview.id}-title`}>
      <SectionHeading
        id={`${overview.id}-title`}
        title={overview.heading}
        description={overview.description}
      />
      <div className="mx-auto mb-12 max-w-3xl rounded-2xl border-l-4 border-accent-400 bg-amber-50 p-6">
        <h3 className="text-lg font-semibold text-slate-900">{overview.vision.title}</h3>
        <p className="mt-2 text-lg text-slate-800">{overview.vision.text}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {overview.pillars.map((pillar) => (
          <li key={pillar.title}>
            <Card className="h-full border-t-4 border-t-brand-700">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800">
                <ContentIcon name={pillar.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{pillar.title}</h3>
              <p className="mt-2 text-slate-700">{pillar.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <figure className="rounded-2xl bg-brand-900 p-8 text-white">
          <Quote aria-hidden="true" className="size-8 text-accent-300" />
          <blockquote className="mt-4 text-xl leading-relaxed">{overview.quote.text}</blockquote>
          <figcaption className="mt-4 font-semibold text-accent-300">
            {overview.quote.attribution}
          </figcaption>
        </figure>
        <div className="rounded-2xl bg-brand-50 p-8">
          <h3 className="text-xl font-semibold text-slate-900">
            {overview.proposedImpact.heading}
          </h3>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2">
            {overview.proposedImpact.stats.map((stat) => (
              <li key={stat.label}>
                <StatBlock value={stat.value} label={stat.label} description={stat.description} />
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-slate-600">{overview.proposedImpact.note}</p>
        </div>
      </div>
    </Section>
  );
}
