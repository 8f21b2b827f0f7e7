import { findStory, successStories, successStoriesPage } from '@pathways/content';
import { useParams } from 'react-router';
import { StoryDetail } from '@/features/success-stories/components/story-detail';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { page: successStoriesPage, stories: successStories };

export default function SuccessStoryPage() {
  const { id } = useParams();
  useDocumentTitle(findStory(Number(id))?.title ?? 'Success Stories');
  return <StoryDetail key={id} id={id} text={text} />;
}
