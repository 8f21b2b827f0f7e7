import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { colorClasses } from '@/components/ui/colors';
import { ExternalLink } from '@/components/ui/external-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import type { HomeText } from '../home-text';

/** Section 3: six research topics, each linking to /research and to its source document. */
export function HomeResearchTopics({ text: research }: { text: HomeText['research'] }) {
  const localized = useLocalizedHref();
  return (
    <Section id={research.id} tone="soft" aria-labelledby={`${research.id}-title`}>
      <SectionHeading
        id={`${research.id}-title`}
        title={research.heading}
        description={research.description}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {research.topics.map((topic) => {
          const colors = colorClasses[topic.color];
          return (
            <li key={topic.title}>
              <article
                className={`flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${colors.border}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className={`grid size-11 place-items-center rounded-lg ${colors.icon}`}>
                    <BookOpen aria-hidden="true" className="size-5" />
                  </span>
                  {topic.badge ? <Badge tone="accent">{topic.badge}</Badge> : null}
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{topic.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{topic.description}</p>
                <div className="mt-4 flex flex-wrap gap-x-5">
                  <Link
                    to={localized(paths.research)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {research.cardLinkLabel}
                    <span className="sr-only">: {topic.title}</span>
                  </Link>
                  <ExternalLink
                    href={topic.documentUrl}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-slate-700 underline-offset-4 hover:underline"
                  >
                    {research.documentLinkLabel}
                    <span className="sr-only">: {topic.title}</span>
                  </ExternalLink>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 text-center">
        <Link to={localized(research.viewAll.href)} className={buttonClasses('secondary', 'lg')}>
          {research.viewAll.label}
        </Link>
      </div>
    </Section>
  );
}
