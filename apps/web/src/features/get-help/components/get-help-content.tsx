import type { GetHelp, RecordClearing, Translation } from '@pathways/content';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContentIcon } from '@/components/ui/content-icon';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { useLocalizedHref } from '@/lib/i18n/locale-context';

/**
 * Spec §2's intake concept, made real (issue 12): the section every "Start Your Intake" leads to
 * opens the working Client Intake Form instead of a disabled form, and keeps the concept's spec
 * texts (its field labels and "Learn More About Our Concept").
 */
function IntakeConcept({ intake }: { intake: Translation<GetHelp>['intake'] }) {
  const localized = useLocalizedHref();
  return (
    <section id={intake.id} aria-labelledby="intake-title" className="scroll-mt-24 bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-2">
        <div>
          <h2 id="intake-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {intake.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{intake.description}</p>
          <Link
            to={localized(intake.learnMore.href)}
            className={`${buttonClasses('secondary', 'lg')} mt-6 text-center`}
          >
            {intake.learnMore.label}
          </Link>
        </div>
        <Card>
          <h3 className="text-xl font-semibold text-slate-900">{intake.formTitle}</h3>
          <p className="mt-3 text-slate-700">{intake.formText}</p>
          <p className="mt-4 font-medium text-slate-800">{intake.fieldsIntro}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {Object.values(intake.fields).map((label) => (
              <li key={label} className="flex items-center gap-2 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {label}
              </li>
            ))}
          </ul>
          <Link
            to={localized(intake.formLink.href)}
            className={`${buttonClasses('primary', 'lg')} mt-6 w-full text-center`}
          >
            {intake.formLink.label}
          </Link>
        </Card>
      </div>
    </section>
  );
}

/** The Get Help page (spec §2 "Get Help"). */
/** The record-clearing screener's link (issue 30), shown under who we serve. */
type RecordClearingPromo = Translation<RecordClearing>['promo'];

export function GetHelpContent({
  text,
  recordClearingPromo,
}: {
  text: Translation<GetHelp>;
  recordClearingPromo?: RecordClearingPromo;
}) {
  const { hero, eligibility, whatToExpect, faq, intake } = text;
  const localized = useLocalizedHref();
  return (
    <>
      <PageHero
        title={hero.title}
        description={hero.description}
        badge={
          <Badge tone="accent" className="px-3 py-1 text-sm">
            {hero.badge}
          </Badge>
        }
      >
        <a href={`#${intake.id}`} className={buttonClasses('accent', 'lg')}>
          {hero.cta.label}
        </a>
      </PageHero>
      <Section>
        <SectionHeading title={eligibility.heading} description={eligibility.description} />
        <ul className="grid gap-6 md:grid-cols-3">
          {eligibility.columns.map((column) => (
            <li key={column.title}>
              <Card className="h-full border-t-4 border-t-brand-700">
                <span className="grid size-12 place-items-center rounded-lg bg-brand-100 text-brand-800">
                  <ContentIcon name={column.icon} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{column.title}</h3>
                <ul className="mt-4 grid gap-3">
                  {column.items.map((item) => (
                    <li key={item} className="flex gap-3 text-slate-700">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-brand-700"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
                {recordClearingPromo ? (
                  <p className="mt-8 text-center text-lg text-slate-800">
                    {recordClearingPromo.text}{' '}
                    <Link
                      to={localized(recordClearingPromo.href)}
                      className="font-semibold text-brand-800 underline"
                    >
                      {recordClearingPromo.label}
                    </Link>
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-lg text-slate-700">
          {eligibility.note}
        </p>
      </Section>
      <Section tone="soft">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="mb-6 text-3xl font-bold text-slate-900">{whatToExpect.heading}</h2>
            <Accordion
              items={whatToExpect.steps.map((step) => ({
                id: `step-${step.number}`,
                title: (
                  <span className="flex items-center gap-3">
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-800 text-sm font-bold text-white">
                      {step.number}
                    </span>
                    <span>{step.title}</span>
                  </span>
                ),
                content: step.description,
              }))}
            />
          </div>
          <div>
            <h2 className="mb-6 text-3xl font-bold text-slate-900">{faq.heading}</h2>
            <Accordion
              items={faq.items.map((item, index) => ({
                id: `faq-${index}`,
                title: item.question,
                content: item.answer,
              }))}
            />
          </div>
        </div>
      </Section>
      <IntakeConcept intake={intake} />
    </>
  );
}
