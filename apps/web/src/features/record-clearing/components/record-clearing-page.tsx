import type { RecordClearing, Translation } from '@pathways/content';
import { readCaseForm, screenCase, type ScreeningAnswer } from '@pathways/record-clearing';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { todayOnThisDevice } from '../today-on-this-device';
import { postedValues, ScreenerQuestions, type ScreenerValues } from './screener-questions';
import { ScreeningAnswerView } from './screening-answer-view';
import { SendToCaseWorker } from './send-to-case-worker';

/** The hidden field that tells the server a post without JavaScript is this screener's form. */
export const SCREENER_FORM_MARKER = { name: 'form', value: 'record-clearing' } as const;

/**
 * The public record-clearing screener (issue 30): one case, plain questions, the answer worked out
 * in the browser from @pathways/record-clearing. Nothing is sent anywhere unless the person presses
 * "Send this to a case worker". Without JavaScript the form posts to this page and the server
 * answers it.
 */
export function RecordClearingPage({
  text,
  language,
  action,
}: {
  text: Translation<RecordClearing>;
  language: 'en' | 'es';
  /** This page's own path: where the form posts when no script runs. */
  action: string;
}) {
  const [values, setValues] = useState<ScreenerValues>({});
  const [answer, setAnswer] = useState<ScreeningAnswer | null>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const input = readCaseForm(postedValues(values));

  useEffect(() => {
    if (answer) answerHeading.current?.focus();
  }, [answer]);

  function screen(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(screenCase(input, { today: todayOnThisDevice(), language }));
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{text.heading}</h1>
        <p className="text-lg text-slate-800">{text.intro}</p>
        <p className="text-slate-800">{text.oneCase}</p>
        <p className="text-slate-800">{text.privacy}</p>
        <p className="font-semibold text-slate-900">{text.notLegalAdvice}</p>
      </header>
      {answer ? (
        <>
          <ScreeningAnswerView answer={answer} text={text.answer} headingRef={answerHeading} />
          <SendToCaseWorker input={input} language={language} text={text.send} />
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setAnswer(null);
                setValues({});
              }}
            >
              {text.answer.startOver}
            </Button>
          </div>
        </>
      ) : (
        <form
          method="post"
          action={action}
          aria-label={text.formLabel}
          onSubmit={screen}
          className="grid gap-6"
        >
          <input
            type="hidden"
            name={SCREENER_FORM_MARKER.name}
            value={SCREENER_FORM_MARKER.value}
          />
          <ScreenerQuestions
            idPrefix="record-clearing"
            questions={text.questions}
            values={values}
            onChange={(name, value) =>
              setValues((previous) => {
                const next = { ...previous, [name]: value };
                if (value === '') delete next[name];
                return next;
              })
            }
          />
          <div>
            <Button type="submit" size="lg">
              {text.screen}
            </Button>
          </div>
        </form>
      )}
      <section aria-labelledby="record-clearing-links" className="grid gap-2">
        <h2 id="record-clearing-links" className="text-xl font-bold text-slate-900">
          {text.links.heading}
        </h2>
        <ul className="grid gap-1">
          {[text.links.legalAid, text.links.courtForms, text.links.courtsSearch].map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className="font-semibold text-brand-800 underline">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
