import type { SuccessStory, Translation } from '@pathways/content';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

type Story = Translation<SuccessStory>;

/**
 * The home page's first published stories, in the language of the list given. They are local
 * sample data (spec §3), but read through a query so the page shows its loading skeleton and can
 * later switch to the API without changes.
 */
export function getHomeStories(stories: readonly Story[], count: number): Promise<Story[]> {
  return Promise.resolve(stories.filter((story) => story.isPublished).slice(0, count));
}

function homeStoriesQueryOptions(stories: readonly Story[], count: number) {
  // The first story's title tells the languages apart, so each language has its own cache entry.
  return queryOptions({
    queryKey: ['stories', 'home', stories[0]?.title ?? '', count],
    queryFn: () => getHomeStories(stories, count),
  });
}

/** Suspends until the stories are there, so prerendering waits for them and writes them into the HTML. */
export function useHomeStories(stories: readonly Story[], count: number) {
  return useSuspenseQuery(homeStoriesQueryOptions(stories, count));
}
