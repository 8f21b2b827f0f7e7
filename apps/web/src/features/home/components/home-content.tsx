import type { SuccessStory, Translation } from '@pathways/content';
import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { StaticIsland } from '@/components/layouts/static-island';
import type { HomeProgram, HomeText } from '../home-text';
import type { TeaserFigures } from '../utils/teaser-figures';
import { HomeHero } from './hero';
import { HomeImpact } from './impact';
import {
  HomeBusinessImpact,
  HomeCallToAction,
  HomeClientPortal,
  HomeGetInvolved,
  HomeHowItWorks,
  HomePrograms,
  HomeSuccessStories,
} from './more-sections';
import { HomeOverview } from './overview';
import { HomeResearchTopics } from './research-topics';
import { SectionMenu } from './section-menu';

/** Everything the home page shows, in one language. */
export interface HomeContentText {
  home: HomeText;
  programs: readonly HomeProgram[];
  stories: readonly Translation<SuccessStory>[];
  teaser: TeaserFigures;
}

/**
 * The home page: the eleven sections of spec §2 in order, the floating section menu and COACH.
 * `ChatWidget` is the coach in the page's language, lazy so it is fetched only when COACH is pressed.
 */
export function HomeContent({
  text,
  ChatWidget,
  Stories,
}: {
  text: HomeContentText;
  ChatWidget: LazyExoticComponent<ComponentType<{ onClose: () => void }>>;
  /** The stories list (the success-stories feature owns it), given by the route. */
  Stories: ComponentType<{
    section: HomeText['successStories'];
    stories: readonly Translation<SuccessStory>[];
  }>;
}) {
  const { home } = text;
  const [coachOpen, setCoachOpen] = useState(false);
  return (
    <>
      {/* Sections with no controls but links are islands: hydration keeps their HTML as it is. */}
      <StaticIsland name="home-top">
        <HomeHero text={home.hero} />
        <HomeOverview text={home.overview} />
        <HomeResearchTopics text={home.research} />
        <HomeImpact text={home.impact} teaser={text.teaser} />
        <HomeHowItWorks text={home.howItWorks} />
        <HomeBusinessImpact text={home.businessImpact} />
      </StaticIsland>
      <HomeSuccessStories text={home.successStories}>
        <Stories section={home.successStories} stories={text.stories} />
      </HomeSuccessStories>
      <StaticIsland name="home-bottom">
        <HomeCallToAction text={home.callToAction} />
        <HomePrograms text={home.programs} programs={text.programs} />
        <HomeGetInvolved text={home.getInvolved} />
        <HomeClientPortal text={home.clientPortal} />
      </StaticIsland>
      <SectionMenu
        text={home.sectionMenu}
        heroId={home.hero.id}
        coachOpen={coachOpen}
        onCoach={() => setCoachOpen(true)}
      />
      {coachOpen ? (
        <Suspense fallback={null}>
          <ChatWidget onClose={() => setCoachOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
