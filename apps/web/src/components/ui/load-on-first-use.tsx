import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Keeps a heavy control (a Radix menu or dialog with its positioning and focus machinery) out of
 * the first page load: until someone uses it, a plain look-alike trigger stands in. The first
 * click or opening key loads the real control, which mounts already open (told how it was opened,
 * since it missed that event) and from then on is the control itself. Pointing at or focusing the stand-in starts the download early, so by the click
 * it has usually arrived.
 */
export function LoadOnFirstUse({
  load,
  renderTrigger,
}: {
  load: () => Promise<{ default: ComponentType<{ openedWith: OpenedWith }> }>;
  renderTrigger: (handlers: TriggerHandlers) => ReactNode;
}) {
  const [Control] = useState(() => lazy(load));
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const prefetch = () => void load();
  const handlers: TriggerHandlers = {
    // A click from Enter or Space has no pointer behind it (detail 0).
    onClick: (event) => setOpenedWith(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event) => {
      // What a menu button opens on besides a click (WAI-ARIA menu button pattern).
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpenedWith('keyboard');
      }
    },
    onPointerEnter: prefetch,
    onFocus: prefetch,
  };
  if (!openedWith) return renderTrigger(handlers);
  return (
    <Suspense fallback={renderTrigger(handlers)}>
      <Control openedWith={openedWith} />
    </Suspense>
  );
}

/** How the first use opened the control: from the keyboard, focus goes to its first item. */
export type OpenedWith = 'keyboard' | 'pointer';

export interface TriggerHandlers {
  onClick: (event: { detail: number }) => void;
  onKeyDown: (event: { key: string; preventDefault: () => void }) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}
