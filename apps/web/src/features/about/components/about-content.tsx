import type { About, Translation } from '@pathways/content';
import { Eye, Target } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContentIcon } from '@/components/ui/content-icon';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { StatBlock } from '@/components/ui/stat';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { StaticIsland } from '@/components/layouts/static-island';

/** The About page (spec §2 "About"): mission, vision, values, story, leadership, impact, next steps. */
export function AboutContent({ text: about }: { text: Translation<About> }) {
  const localized = useLocalizedHref();
  return (
    // Text and links only: hydration keeps the prerendered HTML (static-island.tsx).
    <StaticIsland name="about-page">
      <>
        <PageHero title={about.title} description={about.intro} />
        <Section>
          <div className="grid gap-6 md:grid-cols-2">
            {[
              { block: about.mission, Icon: Target },
              { block: about.vision, Icon: Eye },
            ].map(({ block, Icon }) => (
              <Card key={block.heading} className="border-t-4 border-t-brand-700">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h2 className="mt-4 text-2xl font-bold text-slate-900">{block.heading}</h2>
                <p className="mt-3 text-lg leading-relaxed text-slate-700">{block.text}</p>
              </Card>
            ))}
          </div>
        </Section>
        <Section tone="soft">
          <SectionHeading title={about.valuesHeading} />
          <ul className="grid gap-6 md:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title}>
                <Card className="h-full text-center">
                  <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-300/40 text-brand-900">
                    <ContentIcon name={value.icon} className="size-7" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-slate-700">{value.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <Section>
          <div className="mx-auto max-w-3xl">
            <h2 className="text-3xl font-bold text-slate-900">{about.story.heading}</h2>
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-slate-700">
              {about.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </Section>
        <Section tone="brand">
          <SectionHeading title={about.leadershipHeading} />
          <ul className="grid gap-6 md:grid-cols-3">
            {about.leadership.map((leader) => (
              <li key={leader.name}>
                <Card className="h-full">
                  <span
                    aria-hidden="true"
                    className="grid size-16 place-items-center rounded-full bg-brand-800 text-xl font-bold text-accent-300"
                  >
                    {leader.initials}
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-slate-900">{leader.name}</h3>
                  <p className="font-medium text-brand-700">{leader.role}</p>
                  <p className="mt-3 text-slate-700">{leader.bio}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <Section tone="dark">
          <SectionHeading title={about.impactHeading} invert />
          <ul className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
            {about.impact.map((stat) => (
              <li key={stat.label}>
                <StatBlock
                  value={stat.value}
                  label={stat.label}
                  description={stat.description}
                  invert
                />
              </li>
            ))}
          </ul>
        </Section>
        <Section>
          <SectionHeading title={about.ctaHeading} description={about.ctaText} />
          <div className="flex flex-wrap justify-center gap-3">
            {about.buttons.map((button, index) => (
              <Link
                key={button.href}
                to={localized(button.href)}
                className={buttonClasses(index === 0 ? 'primary' : 'secondary', 'lg')}
              >
                {button.label}
              </Link>
            ))}
          </div>
        </Section>
      </>
    </StaticIsland>
  );
}
