import { findStory } from '@pathways/content';
import { successStories, successStoriesPage } from '@pathways/content/es';
import { useParams } from 'react-router';
import { StoryDetail } from '@/features/success-stories/components/story-detail';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { page: successStoriesPage, stories: successStories };

export default function SpanishSuccessStoryPage() {
  const { id } = useParams();
  useDocumentTitle(findStory(Number(id), successStories)?.title ?? successStoriesPage.title);
  return <StoryDetail key={id} id={id} text={text} />;
}
