import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { localeOfPath } from './config/locales';
import { loadLocaleText } from './lib/i18n/load-locale-text';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The frame's texts of the page's language, fetched now rather than when React first asks for them.
void loadLocaleText(localeOfPath(window.location.pathname));

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// Prerendered pages arrive with their HTML and are hydrated; other paths get the empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
