import { home, successStories, type SuccessStory } from '@pathways/content';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/**
 * The home page's first three stories. They are local sample data (spec §3), but read through a
 * query so the page shows its loading skeleton and can later switch to the API without changes.
 */
export function getHomeStories(): Promise<SuccessStory[]> {
  return Promise.resolve(
    successStories.filter((story) => story.isPublished).slice(0, home.successStories.storyCount),
  );
}

export const homeStoriesQueryOptions = queryOptions({
  queryKey: ['stories', 'home'],
  queryFn: getHomeStories,
});

/** Suspends until the stories are there, so prerendering waits for them and writes them into the HTML. */
export function useHomeStories() {
  return useSuspenseQuery(homeStoriesQueryOptions);
}
