import { replyTo, type CareerCoach, type Translation } from '@pathways/content';
// The rule alone, not zod: the coach checks each draft as it is typed (issue 17 budgets).
import { chatMessageText } from '@pathways/schemas/chat-message';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** When it was sent; null for the greeting, which exists before any clock is read (prerender). */
  timestamp: number | null;
}

/** The coach's script and words in one language: the page's, or English for the home widget. */
export type CoachText = Translation<CareerCoach>;

/**
 * The career coach conversation, shared by the full page and the floating widget: the message
 * list, the scripted local reply (`replyTo`) after `replyDelayMs()`, and the waiting state.
 * Blank messages are refused by the same rule the send button uses (the schemas' chat rule).
 */
export function useChat(replyDelayMs: () => number, script: CoachText) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, role: 'assistant', content: script.welcomeMessage, timestamp: null },
  ]);
  // Replies still to come; the widget lets people keep typing, so there can be more than one.
  const [pending, setPending] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const active = timers.current;
    return () => active.forEach(clearTimeout);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const content = chatMessageText(text);
      if (content === null) return false;
      setMessages((list) => [
        ...list,
        { id: nextId.current++, role: 'user', content, timestamp: Date.now() },
      ]);
      setPending((count) => count + 1);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setMessages((list) => [
          ...list,
          {
            id: nextId.current++,
            role: 'assistant',
            content: replyTo(content, script).reply,
            timestamp: Date.now(),
          },
        ]);
        setPending((count) => count - 1);
      }, replyDelayMs());
      timers.current.add(timer);
      return true;
    },
    [replyDelayMs, script],
  );

  return { messages, isWaiting: pending > 0, send };
}

/** True when `text` may be sent (not empty or only spaces); drives the send button's disabled state. */
export function canSend(text: string): boolean {
  return chatMessageText(text) !== null;
}
