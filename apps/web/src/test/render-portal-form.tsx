import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { englishText } from '@/lib/i18n/english';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { englishPortalText } from '@/lib/portal-text/english-portal-text';
import { PortalTextContext, type PortalText } from '@/lib/portal-text/portal-text';

/**
 * What every portal form's component test needs before its first test: more patience (a shared
 * 2-core machine can take over a second to draw a change), and the shared schemas loaded once,
 * since the forms fetch them on first use and a test should not wait for that on a busy machine.
 */
export function preparePortalFormTests() {
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await import('@pathways/schemas');
  }, 30_000);
}

/**
 * A portal form drawn as the portal draws it: its own query client, the toaster, the page's
 * language and the portal's words (English unless a test gives another portal text).
 */
export function renderPortalForm(
  form: ReactNode,
  { portalText = englishPortalText }: { portalText?: PortalText } = {},
) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster>
        <LocaleContext value={englishText}>
          <PortalTextContext value={portalText}>
            <main>{form}</main>
          </PortalTextContext>
        </LocaleContext>
      </Toaster>
    </QueryClientProvider>,
  );
}
