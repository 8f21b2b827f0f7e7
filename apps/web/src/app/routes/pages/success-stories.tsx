import { StoryList } from '@/features/success-stories/components/story-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SuccessStoriesPage() {
  useDocumentTitle('Success Stories');
  return <StoryList />;
}
