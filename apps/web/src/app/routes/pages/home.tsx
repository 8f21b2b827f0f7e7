import { home, programs, successStories } from '@pathways/content';
import { lazy } from 'react';
import { HomeContent } from '@/features/home/components/home-content';
import { HomeStories } from '@/features/success-stories/components/home-stories';
import { useDocumentTitle } from '@/lib/use-document-title';

// The chat widget is only fetched when someone presses COACH, keeping the home page light.
const ChatWidget = lazy(() => import('@/features/career-coach/components/english-chat-widget'));

const text = {
  home,
  programs: programs.programs,
  stories: successStories,
  teaser: __HOME_TEASER__,
};

/** The home page (spec §2). */
export default function HomePage() {
  useDocumentTitle('');
  return <HomeContent text={text} ChatWidget={ChatWidget} Stories={HomeStories} />;
}
