// What `import … from 'react'` resolves to in the Preact build (vite.config.ts): Preact's compat
// layer with one hook replaced. Plain JavaScript because preact/compat's types are an `export =`
// namespace, which TypeScript cannot re-export with `export *`; components keep React's types.
import { options } from 'preact';
import compat, { useLayoutEffect, useRef, useState } from 'preact/compat';

export * from 'preact/compat';

/**
 * React runs the effects of a commit before it renders anything again; Preact runs them after the
 * next frame, so a render that a commit starts (a ref callback setting state) comes first. Radix's
 * collections register their items in an effect and read them in the render a ref callback
 * starts: without this the slider's thumb never finds its value and menus never find the item to
 * focus. So a render that follows a commit first runs that commit's effects; with no render to
 * come, they still wait for the next frame, as they should (a page's first paint is not held up).
 * `__c` and `__b` are Preact's stable mangled names for its commit and diff hooks
 * (`options._commit`, `options._diff`), which Preact's own hooks use too.
 */
/** @type {(() => void) | null} */
let pendingEffects = null;
let committedSinceEffects = false;

function runPendingEffects() {
  const run = pendingEffects;
  pendingEffects = null;
  run?.();
}

// Preact asks for a frame once per batch of effects: the batch runs then, unless a render comes first.
options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  const runIfStillPending = () => {
    if (pendingEffects === flush) runPendingEffects();
  };
  if (typeof globalThis.requestAnimationFrame === 'function')
    globalThis.requestAnimationFrame(runIfStillPending);
  else globalThis.setTimeout(runIfStillPending);
};

const commit = options.__c;
options.__c = (vnode, commitQueue) => {
  commit?.(vnode, commitQueue);
  committedSinceEffects = true;
};

const diff = options.__b;
options.__b = (vnode) => {
  // The first diff after a commit starts the next render: the commit's effects go first.
  if (committedSinceEffects) {
    committedSinceEffects = false;
    runPendingEffects();
  }
  diff?.(vnode);
};

/**
 * React's useSyncExternalStore contract, which the site relies on (useHydrated, the reset page's
 * token): a component's first render shows the server snapshot, so it matches the prerendered
 * HTML, and the browser's value follows before paint. Preact's own version reads the browser's
 * value at once inside a route that resumes hydrating after its lazy chunk arrives, and Preact,
 * unlike React, never repairs the mismatched HTML (a /contact?view=… page kept the default view's
 * DOM). Only stores whose two snapshots differ render a second time.
 *
 * @template T
 * @param {(onChange: () => void) => () => void} subscribe
 * @param {() => T} getSnapshot
 * @param {() => T} [getServerSnapshot]
 * @returns {T}
 */
export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const browserValue = compat.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const serverValue = getServerSnapshot?.();
  const showsBrowserValue = useRef(getServerSnapshot === undefined);
  const [, rerender] = useState(0);
  // Once, after the first commit: later renders read the browser's value directly.
  useLayoutEffect(() => {
    if (showsBrowserValue.current) return;
    showsBrowserValue.current = true;
    if (!Object.is(serverValue, getSnapshot())) rerender((count) => count + 1);
  }, []);
  return showsBrowserValue.current ? browserValue : serverValue;
}

export default { ...compat, useSyncExternalStore };
