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
const prerendered = container.firstElementChild !== null;
const { pathname } = window.location;
void Promise.all([loadLocaleText(localeOfPath(pathname)), preloadPage(pathname)]).then(
  () => (prerendered ? hydrateRoot(container, app) : createRoot(container).render(app)),
  () => {
    // A prerendered page is readable as it is (offline, say, with only the page saved): it is kept
    // rather than swapped for an error screen. The empty shell asks again inside the app, which
    // shows its error screen.
    if (!prerendered) createRoot(container).render(app);
  },
);
startOfflineSupportWhenIdle();
