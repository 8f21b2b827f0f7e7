import type { SuccessStoriesPage, SuccessStory, Translation } from '@pathways/content';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHero, Section } from '@/components/ui/section';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { filterStories, type StoryFilter } from '../utils/filter-stories';
import { StoryCard } from './story-card';

/** The list page's texts and its stories, in one language. */
export interface StoriesText {
  page: Translation<SuccessStoriesPage>;
  stories: readonly Translation<SuccessStory>[];
}

/** The story list (spec §2 "Success stories list") with working category filters. */
export function StoryList({ text }: { text: StoriesText }) {
  const { page } = text;
  const localized = useLocalizedHref();
  const [filter, setFilter] = useState<StoryFilter>(null);
  const stories = filterStories(text.stories, filter);
  const filters: { value: StoryFilter; label: string }[] = [
    { value: null, label: page.allFilterLabel },
    ...page.filterCategories.map((category) => ({
      value: category,
      label: page.categoryLabels[category],
    })),
  ];

  return (
    <>
      <PageHero title={page.title} description={page.intro} />
      <Section>
        <div
          role="group"
          aria-label={page.filterGroupLabel}
          className="mb-10 flex flex-wrap justify-center gap-2"
        >
          {filters.map((option) => {
            const pressed = option.value === filter;
            return (
              <button
                key={option.label}
                type="button"
                aria-pressed={pressed}
                onClick={() => setFilter(option.value)}
                className={`min-h-11 rounded-full px-5 font-semibold transition-colors ${
                  pressed
                    ? 'bg-brand-800 text-white'
                    : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50'
                }`}
              >
                {option.label}
              </button>
            );
          })}
        </div>
        <div aria-live="polite">
          {stories.length === 0 ? (
            <p className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-lg text-slate-700">
              {page.emptyState}
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {stories.map((story) => (
                <li key={story.id}>
                  <StoryCard
                    story={story}
                    excerptLength={page.excerptLength}
                    readMoreLabel={page.readMoreLabel}
                    categoryLabel={page.categoryLabels[story.category]}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Section>
      <Section tone="brand">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold text-slate-900">{page.contactPrompt.heading}</h2>
          <p className="mt-3 text-lg text-slate-700">{page.contactPrompt.text}</p>
          <Link
            to={localized(page.contactPrompt.cta.href)}
            className={`${buttonClasses('primary', 'lg')} mt-6`}
          >
            {page.contactPrompt.cta.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
