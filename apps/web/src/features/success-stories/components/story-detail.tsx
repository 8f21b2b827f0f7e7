import { findStory, relatedStories } from '@pathways/content';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { formatPublishDate } from '../utils/format-date';
import { splitParagraphs } from '../utils/paragraphs';
import { ShareButtons } from './share-buttons';
import { StoryCard } from './story-card';
import type { StoriesText } from './story-list';

/** One story (spec §2 "Success story detail"); an unknown id quietly goes back to the list. */
export function StoryDetail({ id, text }: { id: string | undefined; text: StoriesText }) {
  const { page } = text;
  const { detail } = page;
  const { locale } = useLocaleText();
  const localized = useLocalizedHref();
  const story = id && /^\d+$/.test(id) ? findStory(Number(id), text.stories) : undefined;
  if (!story) return <Navigate to={localized(paths.successStories)} replace />;
  const related = relatedStories(story, text.stories);

  return (
    <>
      <article>
        <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
            <Link
              to={localized(paths.successStories)}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-50 hover:text-white hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {detail.backLabel}
            </Link>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Badge tone="accent">{page.categoryLabels[story.category]}</Badge>
              <span className="flex items-center gap-1.5 text-brand-50">
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only">{page.publishedLabel}</span>
                <time dateTime={story.publishDate}>
                  {formatPublishDate(story.publishDate, locale)}
                </time>
              </span>
            </div>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{story.title}</h1>
            <p className="mt-3 text-xl text-accent-300">{story.clientName}</p>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          <img
            src={story.imageUrl}
            alt=""
            width={1280}
            height={720}
            className="aspect-video w-full rounded-2xl object-cover shadow-sm"
          />
          <p className="mt-8 text-xl leading-relaxed text-slate-800">{story.content}</p>
          <hr className="my-8 border-slate-200" />
          <div className="grid gap-5 text-lg leading-relaxed text-slate-700">
            {splitParagraphs(story.extendedContent).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-10 border-t border-slate-200 pt-6">
            <ShareButtons title={story.title} text={detail} />
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <Section tone="soft">
          <h2 className="mb-8 text-3xl font-bold text-slate-900">{detail.relatedHeading}</h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {related.map((other) => (
              <li key={other.id}>
                <StoryCard
                  story={other}
                  excerptLength={detail.relatedExcerptLength}
                  readMoreLabel={page.readMoreLabel}
                  categoryLabel={page.categoryLabels[other.category]}
                />
              </li>
            ))}
          </ul>
          <Link
            to={localized(paths.successStories)}
            className={`${buttonClasses('secondary')} mt-8`}
          >
            {detail.viewAllLabel}
          </Link>
        </Section>
      ) : null}
      <Section tone="dark">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold">{detail.ctaHeading}</h2>
          <p className="mt-3 text-lg text-brand-50">{detail.ctaText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={localized(detail.getSupport.href)} className={buttonClasses('accent', 'lg')}>
              {detail.getSupport.label}
            </Link>
            <Link
              to={localized(detail.explorePrograms.href)}
              className={`${buttonClasses('inverse', 'lg')}`}
            >
              {detail.explorePrograms.label}
            </Link>
          </div>
          {related.length === 0 ? (
            <Link
              to={localized(paths.successStories)}
              className="mt-6 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
            >
              {detail.viewAllLabel}
            </Link>
          ) : null}
        </div>
      </Section>
    </>
  );
}
