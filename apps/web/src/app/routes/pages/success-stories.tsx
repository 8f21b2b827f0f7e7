import { successStories, successStoriesPage } from '@pathways/content';
import { StoryList } from '@/features/success-stories/components/story-list';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { page: successStoriesPage, stories: successStories };

export default function SuccessStoriesPage() {
  useDocumentTitle('Success Stories');
  return <StoryList text={text} />;
}
