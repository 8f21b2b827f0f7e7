import { homeSectionIds } from '@pathways/content';
import { Bot, ChevronDown, Menu } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import type { HomeText } from '../home-text';
import { useElementInView } from '../hooks/use-element-in-view';
import { activeSectionId } from '../utils/active-section';

/** Spec §9: a jump lands the section 100px below the top, clear of the sticky header. */
export const SECTION_SCROLL_OFFSET_PX = 100;

function scrollToTarget(targetId: string) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
  const element = targetId === 'top' ? null : document.getElementById(targetId);
  const top = element
    ? element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX
    : 0;
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/** The sections the menu can point at, in page order (the menu lists them in its own order). */
function trackedIdsOf(menu: HomeText['sectionMenu']): string[] {
  const menuIds = new Set<string>(menu.items.map((item) => item.targetId));
  return homeSectionIds.filter((id) => menuIds.has(id));
}

function useActiveSection(trackedIds: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = trackedIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSectionId(tops, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [trackedIds]);
  return active;
}

/**
 * The home page's floating controls (spec §2): MENU expands a strip of jump buttons, the current
 * section is marked, and COACH opens the chat window (`onCoach`, supplied by the page). On phones
 * they sit in a bar the page leaves room for (styles.css), so they never cover its content.
 */
export function SectionMenu({
  text: sectionMenu,
  heroId,
  onCoach,
  coachOpen,
}: {
  text: HomeText['sectionMenu'];
  heroId: string;
  onCoach: () => void;
  coachOpen: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const trackedIds = useMemo(() => trackedIdsOf(sectionMenu), [sectionMenu]);
  const active = useActiveSection(trackedIds);
  const localized = useLocalizedHref();
  const stripId = useId();
  // Phones: over the hero the controls would cover its text (issue 12), and the hero has its own
  // link to the coach and nothing above it to jump to; they appear once it has scrolled away.
  const heroInView = useElementInView(heroId);
  const phoneHidden = heroInView ? 'max-sm:hidden' : '';

  return (
    <>
      {/* The phone bar: a solid band behind both buttons, with room kept for it below the page. */}
      <div
        data-floating-bar
        aria-hidden="true"
        className={`fixed inset-x-0 bottom-[var(--language-offer-height,0px)] z-20 h-[var(--floating-bar-height)] border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur sm:hidden ${phoneHidden}`}
      />
      <nav
        aria-label={sectionMenu.navLabel}
        className={`fixed bottom-[calc(1rem+var(--language-offer-height,0px))] left-4 z-30 flex flex-col-reverse items-start gap-2 ${phoneHidden}`}
      >
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={stripId}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-900 px-5 font-bold tracking-wider text-white shadow-lg ring-2 ring-white hover:bg-brand-800"
        >
          {expanded ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          {sectionMenu.toggleLabel}
        </button>
        <ul
          id={stripId}
          hidden={!expanded}
          className="grid max-h-[70vh] gap-1 overflow-y-auto rounded-2xl bg-white/95 p-2 shadow-xl ring-1 ring-slate-200 backdrop-blur"
        >
          {sectionMenu.items.map((item) => {
            const isActive = item.targetId === active;
            return (
              <li key={item.label}>
                <button
                  type="button"
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => scrollToTarget(item.targetId)}
                  className={`flex min-h-11 w-full items-center rounded-lg px-4 text-left text-sm font-semibold ${
                    isActive ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-brand-50'
                  }`}
                >
                  {item.label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {coachOpen ? null : (
        // A real link to the chat page, so COACH still works before (or without) JavaScript.
        <a
          href={localized(paths.careerCoach)}
          onClick={(event) => {
            event.preventDefault();
            onCoach();
          }}
          className={`fixed bottom-[calc(1rem+var(--language-offer-height,0px))] right-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-300 px-5 font-bold tracking-wider text-slate-950 shadow-lg ring-2 ring-white hover:bg-accent-400 ${phoneHidden}`}
        >
          <Bot aria-hidden="true" className="size-5" />
          {sectionMenu.coachLabel}
        </a>
      )}
    </>
  );
}
