import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { englishText } from '@/lib/i18n/english';
import { englishPortalText } from '@/lib/portal-text/english-portal-text';
import { PortalTextContext } from '@/lib/portal-text/portal-text';

/** What a portal page gives the kit's pieces: a query client and the English texts, inside <main>. */
export function PortalFrame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LocaleContext value={englishText}>
        <PortalTextContext value={englishPortalText}>
          <main>{children}</main>
        </PortalTextContext>
      </LocaleContext>
    </QueryClientProvider>
  );
}

/** axe's rule ids that fail inside `container`. */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  // jsdom has no layout, so colour contrast cannot be measured here (the browser suite checks it).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}
