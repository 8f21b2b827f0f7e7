import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { figures } from '@pathways/content';
import { homeTeaserScenario, runSimulation } from '@pathways/sim-core';
import { formatTeaserFigures } from './src/features/home/utils/teaser-figures.js';

/** The home teaser's figures, computed once per build from sim-core's named scenario. */
const homeTeaser = formatTeaserFigures(
  runSimulation(homeTeaserScenario.input, homeTeaserScenario.options),
  figures.simulatorSavings,
  homeTeaserScenario,
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
