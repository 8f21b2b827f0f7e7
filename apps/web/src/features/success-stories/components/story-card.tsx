import { excerpt, type SuccessStory } from '@pathways/content';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { formatPublishDate } from '../utils/format-date';

/** A story teaser: image, category, title, client, date, excerpt and a link to the full story. */
export function StoryCard({
  story,
  excerptLength,
  readMoreLabel,
  headingLevel = 3,
  showDate = true,
  categoryLabel,
}: {
  story: SuccessStory;
  excerptLength: number;
  readMoreLabel: string;
  headingLevel?: 2 | 3;
  showDate?: boolean;
  /** The category as the page's language writes it (never the English code as it is). */
  categoryLabel: string;
}) {
  const { locale } = useLocaleText();
  const localized = useLocalizedHref();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={story.imageUrl}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{categoryLabel}</Badge>
          {showDate ? (
            <time dateTime={story.publishDate} className="text-sm text-slate-600">
              {formatPublishDate(story.publishDate, locale)}
            </time>
          ) : null}
        </div>
        <Heading className="mt-3 text-xl font-semibold text-slate-900">{story.title}</Heading>
        <p className="mt-1 text-sm font-medium text-brand-800">{story.clientName}</p>
        <p className="mt-3 flex-1 text-slate-700">{excerpt(story.content, excerptLength)}</p>
        <Link
          to={localized(paths.successStory(story.id))}
          className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {readMoreLabel}
          <span className="sr-only">: {story.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** Placeholder cards while stories load (spec §2: a skeleton of three cards). */
export function StoryCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="story-skeletons">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-video animate-pulse bg-slate-200" />
            <div className="grid gap-3 p-6">
              <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
