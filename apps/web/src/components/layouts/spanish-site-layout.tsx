import { use } from 'react';
import { LocaleContext } from '@/lib/i18n/locale-context';
import type { LocaleText } from '@/lib/i18n/locale-text';
import { SiteLayout } from './site-layout';

let spanishText: Promise<LocaleText> | undefined;

/**
 * The Spanish texts of the frame, fetched once. Only the data is a chunk of its own: were the
 * layout lazy, every module it shares with the entry would be split out of the entry, and each
 * English page would pay for the extra files.
 */
function loadSpanishText(): Promise<LocaleText> {
  spanishText ??= import('@/lib/i18n/spanish').then((module) => module.spanishText);
  return spanishText;
}

/** The frame of the /es pages: the public layout with the Spanish texts. */
export function SpanishSiteLayout() {
  return (
    <LocaleContext value={use(loadSpanishText())}>
      <SiteLayout />
    </LocaleContext>
  );
}
