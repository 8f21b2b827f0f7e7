import type { Locale } from '@pathways/content';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { localeOfPath } from '@/config/locales';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
  hasError: boolean;
  /** The language of the page that failed, read from its address once it has failed. */
  locale: Locale;
}

/** Catches render errors anywhere below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, hasError: false, locale: 'en' };

  static getDerivedStateFromError(error: unknown): State {
    // Above the router, so the address is read here; only ever in the browser, after a failure.
    const locale = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
    return { error, hasError: true, locale };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? (
      <ErrorScreen error={this.state.error} locale={this.state.locale} />
    ) : (
      this.props.children
    );
  }
}
