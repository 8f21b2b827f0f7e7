import type { Home, SuccessStory, Translation } from '@pathways/content';
import { Suspense } from 'react';
import { useHomeStories } from '../api/get-home-stories';
import { StoryCard, StoryCardSkeletons } from './story-card';

type Section = Translation<Home['successStories']>;
type Stories = readonly Translation<SuccessStory>[];

function HomeStoryList({ section, stories }: { section: Section; stories: Stories }) {
  const { data: shown } = useHomeStories(stories, section.storyCount);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {shown.map((story) => (
        <li key={story.id}>
          <StoryCard
            story={story}
            excerptLength={section.excerptLength}
            readMoreLabel={section.readMoreLabel}
            categoryLabel={section.categoryLabels[story.category]}
            showDate={false}
          />
        </li>
      ))}
    </ul>
  );
}

/** The home page's three story cards in the page's language, with a three-card skeleton while they load. */
export function HomeStories({ section, stories }: { section: Section; stories: Stories }) {
  return (
    <Suspense
      fallback={<StoryCardSkeletons count={section.storyCount} label={section.loadingLabel} />}
    >
      <HomeStoryList section={section} stories={stories} />
    </Suspense>
  );
}
