import {
  fillTemplate,
  type FairChanceGuide,
  type GuideTopic,
  type Translation,
} from '@pathways/content';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { fairChanceFigures, wotcAuthorizationDates } from '../fair-chance-figures';

/** A topic's sources, named, linked where they have an official address. */
function Sources({
  sources,
  label,
}: {
  sources: Translation<GuideTopic>['sources'];
  label: string;
}) {
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700">
        {sources.map((source) => (
          <li key={source.label} className="break-words">
            {source.url ? (
              <ExternalLink
                href={source.url}
                className="font-medium text-brand-800 underline underline-offset-4"
              >
                {source.label}
              </ExternalLink>
            ) : (
              <cite className="not-italic">{source.label}</cite>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Topic({
  topic,
  sourcesLabel,
  figures,
  level = 2,
  children,
}: {
  topic: Translation<GuideTopic>;
  sourcesLabel: string;
  figures: Record<string, string>;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <Heading className="text-2xl font-bold text-slate-900">{topic.heading}</Heading>
      <div className="mt-3 grid gap-3 text-slate-800">
        {topic.paragraphs.map((paragraph) => (
          <p key={paragraph}>{fillTemplate(paragraph, figures)}</p>
        ))}
        {children}
      </div>
      <Sources sources={topic.sources} label={sourcesLabel} />
    </section>
  );
}

/**
 * The employer's page of fair-chance guidance (issue 29 point 5): the Waterloo timing rule, the
 * individualized assessment and the incentives, each with its source; the incentive figures come
 * from the same rules as the API's placement tasks.
 */
export function FairChanceGuidePage({ text }: { text: Translation<FairChanceGuide> }) {
  const { locale } = useLocaleText();
  const figures = fairChanceFigures(locale);
  const authorization = wotcAuthorizationDates(locale);
  const [assessmentLead, ...assessmentRest] = text.assessment.paragraphs;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{text.heading}</h1>
        <p className="text-lg text-slate-800">{text.intro}</p>
        <p className="font-semibold text-slate-900">{text.notLegalAdvice}</p>
      </header>
      <Topic topic={text.timing} sourcesLabel={text.sourcesLabel} figures={figures} />
      <section className="rounded-xl border border-slate-200 p-6">
        <h2 className="text-2xl font-bold text-slate-900">{text.assessment.heading}</h2>
        <div className="mt-3 grid gap-3 text-slate-800">
          <p>{assessmentLead}</p>
          <ol className="ml-6 list-decimal">
            {text.assessment.factors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ol>
          {assessmentRest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Sources sources={text.assessment.sources} label={text.sourcesLabel} />
      </section>
      <section className="grid gap-4" aria-labelledby="fair-chance-incentives">
        <h2 id="fair-chance-incentives" className="text-2xl font-bold text-slate-900">
          {text.incentivesHeading}
        </h2>
        <Topic topic={text.wotc} sourcesLabel={text.sourcesLabel} figures={figures} level={3}>
          <p className="rounded-lg border-l-4 border-accent-400 bg-accent-300/20 p-3 font-medium text-slate-900">
            {authorization ? fillTemplate(text.wotc.lapsed, authorization) : text.wotc.authorized}
          </p>
        </Topic>
        <Topic topic={text.bonding} sourcesLabel={text.sourcesLabel} figures={figures} level={3} />
        <Topic
          topic={text.iowaDeduction}
          sourcesLabel={text.sourcesLabel}
          figures={figures}
          level={3}
        />
      </section>
    </div>
  );
}
