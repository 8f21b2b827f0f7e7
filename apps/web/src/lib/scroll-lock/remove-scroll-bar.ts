import { useEffect } from 'react';

/**
 * Stands in for `react-remove-scroll-bar` (vite.config.ts aliases it here), which Radix's dialogs,
 * sheets, menus and selects use to lock the page's scroll. The original writes a `<style>` element
 * into the page each time one opens; our CSP allows style sheets only from our own origin
 * (style-src 'self'), so the browser refused it and logged an error on every dialog (issue 32).
 * Here the lock is an attribute on <body>, styled by src/styles.css, and the scroll bar's width a
 * custom property set through the CSSOM, which the CSP does not govern: nothing is weakened.
 */
export const zeroRightClassName = 'right-scroll-bar-position';
export const fullWidthClassName = 'width-before-scroll-bar';
export const noScrollbarsClassName = 'with-scroll-bars-hidden';
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';
const LOCK_ATTRIBUTE = 'data-scroll-locked';

interface Gap {
  left: number;
  top: number;
  right: number;
  gap: number;
}

/** The width the page's scroll bar takes (0 on phones and overlay scroll bars). */
export function getGapWidth(): Gap {
  if (typeof window === 'undefined') return { left: 0, top: 0, right: 0, gap: 0 };
  return {
    left: 0,
    top: 0,
    right: 0,
    gap: Math.max(0, window.innerWidth - document.documentElement.clientWidth),
  };
}

function lockCount(body: HTMLElement): number {
  const count = Number.parseInt(body.getAttribute(LOCK_ATTRIBUTE) ?? '0', 10);
  return Number.isFinite(count) ? count : 0;
}

/** Locks the page's scroll while mounted; nested locks count, the last one out unlocks. */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const body = document.body;
    const count = lockCount(body);
    // Measured before the lock hides the scroll bar, and only by the first lock.
    if (count === 0) body.style.setProperty(removedBarSizeVariable, `${getGapWidth().gap}px`);
    body.setAttribute(LOCK_ATTRIBUTE, String(count + 1));
    return () => {
      const next = lockCount(body) - 1;
      if (next > 0) {
        body.setAttribute(LOCK_ATTRIBUTE, String(next));
        return;
      }
      body.removeAttribute(LOCK_ATTRIBUTE);
      body.style.removeProperty(removedBarSizeVariable);
    };
  }, []);
  return null;
}
