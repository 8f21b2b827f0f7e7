import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { localeOfPath } from './config/locales';
import { loadLocaleText } from './lib/i18n/load-locale-text';
import { startOfflineSupportWhenIdle } from './lib/offline/register';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * Prerendered pages arrive with their HTML and are hydrated; other paths get the empty shell. The
 * frame's texts and the page's own module are fetched first, side by side, so the first render has
 * all it shows and hydration never suspends (lib/preloadable-lazy.tsx says why that matters).
 */
function start(root: HTMLElement): void {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
const { pathname } = window.location;
void Promise.all([loadLocaleText(localeOfPath(pathname)), preloadPage(pathname)])
  // A chunk that fails here is asked for again inside the app, which shows its error screen.
  .catch(() => undefined)
  .then(() => start(container));
startOfflineSupportWhenIdle();
