import { lazy, Suspense, useState } from 'react';
import { HomeHero } from '@/features/home/components/hero';
import { HomeImpact } from '@/features/home/components/impact';
import {
  HomeBusinessImpact,
  HomeCallToAction,
  HomeClientPortal,
  HomeGetInvolved,
  HomeHowItWorks,
  HomePrograms,
  HomeSuccessStories,
} from '@/features/home/components/more-sections';
import { HomeOverview } from '@/features/home/components/overview';
import { HomeResearchTopics } from '@/features/home/components/research-topics';
import { SectionMenu } from '@/features/home/components/section-menu';
import { HomeStories } from '@/features/success-stories/components/home-stories';
import { useDocumentTitle } from '@/lib/use-document-title';

// The chat widget is only fetched when someone presses COACH, keeping the home page light.
const ChatWidget = lazy(() =>
  import('@/features/career-coach/components/chat-widget').then((module) => ({
    default: module.ChatWidget,
  })),
);

/** The home page: the eleven sections of spec §2 in order, the floating section menu and COACH. */
export default function HomePage() {
  useDocumentTitle('');
  const [coachOpen, setCoachOpen] = useState(false);
  return (
    <>
      <HomeHero />
      <HomeOverview />
      <HomeResearchTopics />
      <HomeImpact />
      <HomeHowItWorks />
      <HomeBusinessImpact />
      <HomeSuccessStories>
        <HomeStories />
      </HomeSuccessStories>
      <HomeCallToAction />
      <HomePrograms />
      <HomeGetInvolved />
      <HomeClientPortal />
      <SectionMenu coachOpen={coachOpen} onCoach={() => setCoachOpen(true)} />
      {coachOpen ? (
        <Suspense fallback={null}>
          <ChatWidget onClose={() => setCoachOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
