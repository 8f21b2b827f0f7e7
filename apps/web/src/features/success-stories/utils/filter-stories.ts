import type { StoryCategory, SuccessStory } from '@pathways/content';

/** The story filter: null is "All Stories". */
export type StoryFilter = StoryCategory | null;

export function filterStories(
  stories: readonly SuccessStory[],
  filter: StoryFilter,
): SuccessStory[] {
  return filter === null ? [...stories] : stories.filter((story) => story.category === filter);
}
