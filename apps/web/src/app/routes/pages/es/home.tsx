import { home, programs, successStories } from '@pathways/content/es';
import { lazy } from 'react';
import { HomeContent } from '@/features/home/components/home-content';
import { HomeStories } from '@/features/success-stories/components/home-stories';
import { useDocumentTitle } from '@/lib/use-document-title';

// The coach in Spanish, fetched only when someone presses COACH.
const ChatWidget = lazy(() => import('@/features/career-coach/components/spanish-chat-widget'));

const text = {
  home,
  programs: programs.programs,
  stories: successStories,
  teaser: __HOME_TEASER_ES__,
};

/** The Spanish home page, /es/ (issue 18). */
export default function SpanishHomePage() {
  useDocumentTitle('');
  return <HomeContent text={text} ChatWidget={ChatWidget} Stories={HomeStories} />;
}
