import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/section';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useChat, type CoachText } from '../hooks/use-chat';
import { randomReplyDelay } from '../utils/reply-delay';
import { ChatPanel } from './chat-panel';

/** The full career coach page (spec §2): chat panel, six quick questions, a way to reach a person. */
export function CareerCoachPage({ text: careerCoach }: { text: CoachText }) {
  const chat = useChat(randomReplyDelay, careerCoach);
  const localized = useLocalizedHref();
  return (
    <>
      <PageHero title={careerCoach.title} description={careerCoach.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="chat-title"
          className="flex h-[36rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <h2
            id="chat-title"
            className="flex items-center gap-2 border-b border-slate-200 bg-brand-800 px-4 py-3 text-lg font-semibold text-white"
          >
            <MessageCircle aria-hidden="true" className="size-5 text-accent-300" />
            {careerCoach.widget.title}
          </h2>
          <ChatPanel
            messages={chat.messages}
            isWaiting={chat.isWaiting}
            onSend={chat.send}
            disableWhileWaiting
            className="flex-1"
            text={careerCoach}
          />
        </section>
        <aside className="grid content-start gap-6">
          <section
            aria-labelledby="quick-questions-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="quick-questions-title" className="text-lg font-semibold text-slate-900">
              {careerCoach.quickQuestionsHeading}
            </h2>
            <ul className="mt-4 grid gap-2">
              {careerCoach.quickQuestions.map((question) => (
                <li key={question.label}>
                  <button
                    type="button"
                    disabled={chat.isWaiting}
                    onClick={() => chat.send(question.message)}
                    className="flex min-h-11 w-full items-center rounded-lg bg-brand-50 px-4 text-left font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {question.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="contact-prompt-title"
            className="rounded-2xl bg-brand-900 p-5 text-white"
          >
            <h2 id="contact-prompt-title" className="text-lg font-semibold">
              {careerCoach.contactPrompt.text}
            </h2>
            <Link
              to={localized(careerCoach.contactPrompt.href)}
              className={`${buttonClasses('accent')} mt-4`}
            >
              {careerCoach.contactPrompt.label}
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
