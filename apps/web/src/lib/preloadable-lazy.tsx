import { lazy, type ComponentType, type ReactElement } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * `lazy` that renders the module at once once it has arrived. A page hydrated after its own chunk
 * was preloaded (main.tsx) never suspends while hydrating: React would hydrate it later, but
 * Preact (the production build, vite.config.ts) loses the suspended part's place in the tree, and
 * a later suspension inside it (a menu or widget loaded on first use) then finds no boundary.
 *
 * @example
 * const Page = preloadableLazy(() => import('./about'));
 * await Page.preload(); // <Page /> now renders without suspending
 */
export function preloadableLazy(load: Loader): PreloadableComponent {
  let loaded: ComponentType | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  function Preloadable() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Preloadable, {
    preload: () => remember().then(() => undefined),
  });
}
