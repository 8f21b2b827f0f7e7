import { Bot, Building2, CheckCircle2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import type { HomeText } from '../home-text';

/** Section 1: the promise, the Dual-Impact Model card and the Career Coach AI promo. */
export function HomeHero({ text: hero }: { text: HomeText['hero'] }) {
  const localized = useLocalizedHref();
  const { dualImpact, careerCoachPromo } = hero;
  return (
    <section
      id={hero.id}
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-96 rounded-full border-2 border-accent-300/40"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-20 size-96 rounded-full bg-white/5"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg text-brand-50 sm:text-xl">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localized(hero.primaryCta.href)} className={buttonClasses('accent', 'lg')}>
              {hero.primaryCta.label}
            </Link>
            <Link
              to={localized(hero.secondaryCta.href)}
              className={`${buttonClasses('inverse', 'lg')}`}
            >
              {hero.secondaryCta.label}
            </Link>
          </div>
          <div className="mt-10 flex items-start gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-300 text-slate-950">
              <Bot aria-hidden="true" className="size-6" />
            </span>
            <div>
              <Badge tone="accent">{careerCoachPromo.badge}</Badge>
              <h2 className="mt-2 text-lg font-semibold">{careerCoachPromo.title}</h2>
              <p className="mt-1 text-brand-50">{careerCoachPromo.description}</p>
              <Link
                to={localized(careerCoachPromo.cta.href)}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4 hover:text-white"
              >
                {careerCoachPromo.cta.label}
              </Link>
            </div>
          </div>
        </div>
        <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-2xl sm:p-8">
          <h2 className="text-2xl font-bold text-brand-900">{dualImpact.title}</h2>
          <p className="mt-2 text-slate-700">{dualImpact.description}</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {[
              { group: dualImpact.business, Icon: Building2, tone: 'bg-brand-50' },
              { group: dualImpact.participants, Icon: UserRound, tone: 'bg-amber-50' },
            ].map(({ group, Icon, tone }) => (
              <div key={group.heading} className={`rounded-2xl p-5 ${tone}`}>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  {group.heading}
                </h3>
                <ul className="mt-3 grid gap-2 text-sm text-slate-700">
                  {group.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-brand-700"
                      />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
