import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { homeTeaserScenario, runSimulation } from '@pathways/sim-core';
import { formatTeaserFigures } from './src/features/home/utils/teaser-figures.js';
import { teaserScenarioInput } from './src/features/home/utils/teaser-scenario-input.js';
import { spanishTeaserScenarioText } from './src/features/home/utils/teaser-scenario-spanish.js';

function fromHere(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

/**
 * The model's figures for the home teaser's scenario (conservative set), computed once per build from
 * sim-core and shown beside the organisation's stated goals.
 */
const homeTeaserResult = runSimulation(homeTeaserScenario.input, homeTeaserScenario.options);
const homeTeaser = formatTeaserFigures(homeTeaserResult, teaserScenarioInput(homeTeaserScenario));
const homeTeaserSpanish = formatTeaserFigures(
  homeTeaserResult,
  { ...teaserScenarioInput(homeTeaserScenario), ...spanishTeaserScenarioText },
  'es-US',
);

/**
 * Built pages run on Preact's React-compatible layer (issue 17): react-dom alone is ≈55 KB
 * brotli, more than half of the home page's 100 KB budget, where Preact and its compat layer are
 * ≈5 KB (/ measured 82 KB of JS instead of 132). Components keep importing 'react' and its types;
 * only these specifiers change, in the browser bundle and the prerender alike. Where Preact
 * differs in timing from React, src/lib/preact/react.js brings it in line. `pnpm dev` keeps React,
 * for Fast Refresh and React's developer tools; the browser tests run the built (Preact) site.
 */
const preactForReact = [
  { find: /^react$/, replacement: fromHere('./src/lib/preact/react.js') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/static$/, replacement: fromHere('./src/prerender/preact-static.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** In development the API runs on its own port; the browser sees one origin through this proxy. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  const usePreact = command === 'build';
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: '@', replacement: fromHere('./src') },
        // Radix's scroll lock without an injected <style>, which the CSP refuses (issue 32).
        {
          find: /^react-remove-scroll-bar$/,
          replacement: fromHere('./src/lib/scroll-lock/remove-scroll-bar.ts'),
        },
        ...(usePreact ? preactForReact : []),
      ],
    },
    // With Preact the prerender bundles its dependencies so they too render through Preact.
    ssr: usePreact ? { noExternal: true } : {},
    define: {
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
      __HOME_TEASER__: JSON.stringify(homeTeaser),
      __HOME_TEASER_ES__: JSON.stringify(homeTeaserSpanish),
    },
    server: {
      port: 5173,
      proxy: { '/api': API_ORIGIN, '/download': API_ORIGIN },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The browser build has two entries: the app (index.html → main.tsx) and the boot that
      // prerendered pages run instead (src/boot.ts); scripts/prerender.mjs reads the manifest to
      // put the boot in place and tell it the app's modules.
      manifest: !isSsrBuild,
      rolldownOptions: {
        ...(isSsrBuild
          ? {}
          : { input: { index: fromHere('index.html'), boot: fromHere('src/boot.ts') } }),
        // react-router reads React 19's useOptimistic only when it exists and falls back without it;
        // Preact's compat has none, which is expected, not a fault worth a warning on every build.
        onwarn(warning, warn) {
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
            return;
          warn(warning);
        },
      },
    },
  };
});
