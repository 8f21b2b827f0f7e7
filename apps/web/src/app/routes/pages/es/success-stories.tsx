import { successStories, successStoriesPage } from '@pathways/content/es';
import { StoryList } from '@/features/success-stories/components/story-list';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { page: successStoriesPage, stories: successStories };

export default function SpanishSuccessStoriesPage() {
  useDocumentTitle(successStoriesPage.title);
  return <StoryList text={text} />;
}
