import { Bot, Send, User } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { canSend, type ChatMessage, type CoachText } from '../hooks/use-chat';

/** A site path at the end of a coach reply ("…: /record-clearing"): shown as a link to that page. */
const TRAILING_PATH = /^([\s\S]*\s)(\/[a-z0-9/-]+)$/;

/** A coach reply, its trailing site path (if any) made a link; the replies are canned, never typed in. */
function CoachReply({ content }: { content: string }) {
  const match = TRAILING_PATH.exec(content);
  if (!match) return <>{content}</>;
  const [, before, path] = match;
  return (
    <>
      {before}
      <a href={path} className="font-semibold underline">
        {path}
      </a>
    </>
  );
}

/**
 * Messages, typing indicator and the input row. The log is a polite live region, so screen readers
 * hear each new message without losing their place.
 */
export function ChatPanel({
  messages,
  isWaiting,
  onSend,
  disableWhileWaiting,
  inputRef,
  footer,
  className = '',
  text: careerCoach,
}: {
  messages: ChatMessage[];
  isWaiting: boolean;
  onSend: (text: string) => boolean;
  /** The full page locks the input while the coach "types" (spec §4); the widget does not. */
  disableWhileWaiting: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  footer?: ReactNode;
  className?: string;
  text: CoachText;
}) {
  const [draft, setDraft] = useState('');
  const listEnd = useRef<HTMLDivElement>(null);
  const inputDisabled = disableWhileWaiting && isWaiting;

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, isWaiting]);

  return (
    <div className={`flex min-h-0 flex-col ${className}`}>
      <div
        role="log"
        aria-live="polite"
        aria-label={careerCoach.logLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable log must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50 p-4"
      >
        {messages.map((message) => {
          const fromUser = message.role === 'user';
          return (
            <div
              key={message.id}
              className={`flex items-end gap-2 ${fromUser ? 'flex-row-reverse' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full ${fromUser ? 'bg-accent-300 text-slate-900' : 'bg-brand-800 text-white'}`}
              >
                {fromUser ? <User className="size-4" /> : <Bot className="size-4" />}
              </span>
              <p
                className={`max-w-[80%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 ${
                  fromUser
                    ? 'rounded-br-sm bg-brand-800 text-white'
                    : 'rounded-bl-sm bg-white text-slate-800 ring-1 ring-slate-200'
                }`}
              >
                <span className="sr-only">
                  {fromUser ? careerCoach.userLabel : careerCoach.title}:{' '}
                </span>
                {fromUser ? message.content : <CoachReply content={message.content} />}
              </p>
            </div>
          );
        })}
        {isWaiting ? (
          <div className="flex items-center gap-2" data-testid="typing-indicator">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full bg-brand-800 text-white"
            >
              <Bot className="size-4" />
            </span>
            <span className="flex items-center gap-1 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200">
              <span className="sr-only">{careerCoach.typingLabel}</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 animate-bounce rounded-full bg-brand-700"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </div>
        ) : null}
        <div ref={listEnd} />
      </div>
      {footer}
      <form
        method="post"
        className="flex gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (onSend(draft)) setDraft('');
        }}
      >
        <label
          htmlFor={`chat-input-${disableWhileWaiting ? 'page' : 'widget'}`}
          className="sr-only"
        >
          {careerCoach.messageLabel}
        </label>
        <input
          id={`chat-input-${disableWhileWaiting ? 'page' : 'widget'}`}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={careerCoach.placeholder}
          disabled={inputDisabled}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!canSend(draft) || inputDisabled}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          <Send aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{careerCoach.sendLabel}</span>
        </button>
      </form>
    </div>
  );
}
