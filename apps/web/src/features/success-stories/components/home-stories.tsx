import { home } from '@pathways/content';
import { Suspense } from 'react';
import { useHomeStories } from '../api/get-home-stories';
import { StoryCard, StoryCardSkeletons } from './story-card';

const section = home.successStories;

function HomeStoryList() {
  const { data: stories } = useHomeStories();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard
            story={story}
            excerptLength={section.excerptLength}
            readMoreLabel={section.readMoreLabel}
            showDate={false}
          />
        </li>
      ))}
    </ul>
  );
}

/** The home page's three story cards, with a three-card skeleton while they load. */
export function HomeStories() {
  return (
    <Suspense
      fallback={<StoryCardSkeletons count={section.storyCount} label={section.loadingLabel} />}
    >
      <HomeStoryList />
    </Suspense>
  );
}
