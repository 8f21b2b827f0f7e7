import type { Research, Translation } from '@pathways/content';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHero, Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { StaticIsland } from '@/components/layouts/static-island';

/** The Research and White Papers page (spec §2): eight external documents, each in a new tab. */
export function ResearchContent({ text: research }: { text: Translation<Research> }) {
  const localized = useLocalizedHref();
  return (
    // Text and links only: hydration keeps the prerendered HTML (static-island.tsx).
    <StaticIsland name="research-page">
      <>
        <PageHero title={research.title} description={research.intro} />
        <Section>
          <ul className="grid gap-6 md:grid-cols-2">
            {research.papers.map((paper) => (
              <li key={paper.id}>
                <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                  <div className="flex items-start justify-between gap-4">
                    <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800">
                      <FileText aria-hidden="true" className="size-5" />
                    </span>
                    <Badge tone="neutral">{research.categoryLabels[paper.category]}</Badge>
                  </div>
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{paper.title}</h2>
                  <p className="mt-2 flex-1 text-slate-700">{paper.description}</p>
                  <ExternalLink
                    href={paper.documentUrl}
                    className="mt-5 inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {research.openLabel}
                    <span className="sr-only">: {paper.title}</span>
                  </ExternalLink>
                </article>
              </li>
            ))}
          </ul>
        </Section>
        <Section tone="brand">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold text-slate-900">{research.customResearch.heading}</h2>
            <p className="mt-3 text-lg text-slate-700">{research.customResearch.text}</p>
            {/* The spec's button had no action; a request naturally goes through the contact page. */}
            <Link
              to={localized(paths.contact)}
              className={`${buttonClasses('primary', 'lg')} mt-6`}
            >
              {research.customResearch.buttonLabel}
            </Link>
          </div>
        </Section>
      </>
    </StaticIsland>
  );
}
