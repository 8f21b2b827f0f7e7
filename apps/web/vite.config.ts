import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { homeTeaserScenario, runSimulation } from '@pathways/sim-core';
import { formatTeaserFigures } from './src/features/home/utils/teaser-figures.js';
import { teaserScenarioInput } from './src/features/home/utils/teaser-scenario-input.js';

/**
 * The model's figures for the home teaser's scenario (conservative set), computed once per build from
 * sim-core and shown beside the organisation's stated goals.
 */
const homeTeaser = formatTeaserFigures(
  runSimulation(homeTeaserScenario.input, homeTeaserScenario.options),
  teaserScenarioInput(homeTeaserScenario),
);

/** In development the API runs on its own port; the browser sees one origin through this proxy. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __HOME_TEASER__: JSON.stringify(homeTeaser),
  },
  server: {
    port: 5173,
    proxy: { '/api': API_ORIGIN, '/download': API_ORIGIN },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
