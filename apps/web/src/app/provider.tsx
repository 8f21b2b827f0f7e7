import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** Everything every page needs: error boundary, data cache, toasts. Routing is added by the entry. */
export function AppProvider({ children }: { children: ReactNode }) {
  // One cache per app instance: per render on the server, once in the browser.
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Toaster>{children}</Toaster>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
