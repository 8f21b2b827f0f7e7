import { Crosshair, GripVertical, MessageCircle, RotateCcw, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useChat, type CoachText } from '../hooks/use-chat';
import { useMediaQuery } from '../hooks/use-media-query';
import { WIDGET_REPLY_DELAY_MS } from '../utils/reply-delay';
import { centeredRect, clampRect, defaultRect, type Rect } from '../utils/window-geometry';
import { ChatPanel } from './chat-panel';

/** Spec §9: below 768 px the widget is a fixed full-width panel without drag or resize. */
const MOBILE_QUERY = '(max-width: 767px)';
const widgetDelay = () => WIDGET_REPLY_DELAY_MS;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

type Gesture = { kind: 'drag' | 'resize'; startX: number; startY: number; start: Rect };

/**
 * The floating career coach (spec §2, §4): opened by COACH with the input focused, answers after
 * 1 s, offers quick replies once the talk has started. On desktop it can be dragged by its header,
 * resized from the bottom-right corner, reset and centred.
 */
export function ChatWidget({
  onClose,
  text: careerCoach,
}: {
  onClose: () => void;
  /** The coach's texts in the page's language. */
  text: CoachText;
}) {
  const { widget } = careerCoach;
  const chat = useChat(widgetDelay, careerCoach);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const inputRef = useRef<HTMLInputElement>(null);
  // This widget is only ever mounted in the browser (after COACH is pressed), never prerendered,
  // so reading the viewport for its first position is safe and avoids a flash in the wrong spot.
  const [rect, setRect] = useState<Rect>(() => defaultRect(viewport()));
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const onResize = () => setRect((current) => clampRect(current, viewport()));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const startGesture = useCallback(
    (kind: Gesture['kind']) => (event: ReactPointerEvent<HTMLElement>) => {
      if (isMobile || event.button !== 0) return;
      if (kind === 'drag' && (event.target as HTMLElement).closest('button')) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      gesture.current = { kind, startX: event.clientX, startY: event.clientY, start: rect };
    },
    [isMobile, rect],
  );
  const moveGesture = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const active = gesture.current;
    if (!active) return;
    const dx = event.clientX - active.startX;
    const dy = event.clientY - active.startY;
    const next =
      active.kind === 'drag'
        ? { ...active.start, x: active.start.x + dx, y: active.start.y + dy }
        : { ...active.start, width: active.start.width + dx, height: active.start.height + dy };
    setRect(clampRect(next, viewport()));
  }, []);
  const endGesture = useCallback(() => {
    gesture.current = null;
  }, []);

  const placement = isMobile ? 'inset-x-0 bottom-0 h-[85dvh] w-full rounded-t-2xl' : 'rounded-2xl';
  const style = !isMobile
    ? { left: rect.x, top: rect.y, width: rect.width, height: rect.height }
    : undefined;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-widget-title"
      data-testid="chat-widget"
      className={`fixed z-[60] flex flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl ${placement}`}
      style={style}
    >
      <div
        data-testid="chat-widget-header"
        onPointerDown={startGesture('drag')}
        onPointerMove={moveGesture}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        className={`flex items-center gap-2 bg-brand-800 px-3 py-2 text-white ${isMobile ? '' : 'cursor-move touch-none select-none'}`}
      >
        {isMobile ? null : <GripVertical aria-hidden="true" className="size-4 text-brand-100" />}
        <MessageCircle aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="chat-widget-title" className="flex-1 font-semibold">
          {widget.title}
        </h2>
        {isMobile ? null : (
          <>
            <button
              type="button"
              title={widget.resetLabel}
              onClick={() => setRect(defaultRect(viewport()))}
              className="grid size-11 place-items-center rounded-md hover:bg-white/15"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              <span className="sr-only">{widget.resetLabel}</span>
            </button>
            <button
              type="button"
              title={widget.centerLabel}
              onClick={() => setRect((current) => centeredRect(current, viewport()))}
              className="grid size-11 place-items-center rounded-md hover:bg-white/15"
            >
              <Crosshair aria-hidden="true" className="size-4" />
              <span className="sr-only">{widget.centerLabel}</span>
            </button>
          </>
        )}
        <button
          type="button"
          title={widget.closeLabel}
          onClick={onClose}
          className="grid size-11 place-items-center rounded-md hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{widget.closeLabel}</span>
        </button>
      </div>
      <ChatPanel
        messages={chat.messages}
        isWaiting={chat.isWaiting}
        onSend={chat.send}
        disableWhileWaiting={false}
        inputRef={inputRef}
        className="flex-1"
        text={careerCoach}
        footer={
          chat.messages.length > 1 ? (
            <div
              role="group"
              aria-label={widget.quickRepliesLabel}
              className="flex flex-wrap gap-2 border-t border-slate-200 bg-white px-3 pt-3"
            >
              {careerCoach.quickReplies.map((reply) => (
                <button
                  key={reply.label}
                  type="button"
                  onClick={() => chat.send(reply.message)}
                  className="min-h-11 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100"
                >
                  {reply.label}
                </button>
              ))}
            </div>
          ) : null
        }
      />
      {isMobile ? null : (
        <div
          aria-hidden="true"
          title={widget.resizeLabel}
          data-testid="chat-widget-resize"
          onPointerDown={startGesture('resize')}
          onPointerMove={moveGesture}
          onPointerUp={endGesture}
          onPointerCancel={endGesture}
          className="absolute bottom-0 right-0 size-5 cursor-se-resize touch-none bg-[linear-gradient(135deg,transparent_50%,var(--color-slate-400)_50%)]"
        />
      )}
    </div>
  );
}
