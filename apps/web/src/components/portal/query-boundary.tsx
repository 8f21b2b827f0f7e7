import type { UseQueryResult } from '@tanstack/react-query';
import { withoutStatus } from '@/lib/api-client';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useSignedOutOn401 } from '@/lib/use-signed-out-on-401';
import { usePortalText } from '@/lib/portal-text/portal-text';

/** Grey blocks in the shape of the dashboard, so the page does not jump when the data arrives. */
export function DashboardSkeleton({ cards = 4 }: { cards?: number }) {
  const portal = usePortalText().frame;
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{portal.loading}</span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="h-28 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}

/** The dashboard could not be read: say so, show why, and let the user try again in place. */
export function DashboardError({
  error,
  onRetry,
  retrying,
  heading,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** The dashboard's own heading unless a page names what failed otherwise. */
  heading?: string;
}) {
  useSignedOutOn401(error);
  const portal = usePortalText().frame;
  const { serverMessage } = useLocaleText();
  const message = withoutStatus(
    serverMessage(error instanceof Error ? error.message : String(error)),
  );
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <h2 className="font-semibold">{heading ?? portal.error.heading}</h2>
          <p className="mt-1 text-sm">{message}</p>
          <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
            {portal.error.retry}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Every dashboard shows its query the same way: the skeleton while loading, the error with a retry, then the data. */
export function DashboardQuery<T>({
  query,
  skeletonCards,
  children,
}: {
  query: UseQueryResult<T>;
  /** How many stat cards the skeleton stands in for (the dashboard's own count). */
  skeletonCards?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <DashboardSkeleton cards={skeletonCards} />;
  if (query.isError) {
    return (
      <DashboardError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

type QueryState<T> = Pick<
  UseQueryResult<T>,
  'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isFetching'
>;

/**
 * What a page shows instead of its data while the query loads or after it failed (the skeleton,
 * or the error with Retry); nothing once the data is here. For pages that lay out their data
 * themselves rather than through QueryBoundary's render function.
 */
export function QueryStatus<T>({
  query,
  skeletonCards = 1,
}: {
  query: QueryState<T>;
  skeletonCards?: number;
}) {
  const frame = usePortalText().frame;
  if (query.isPending) return <DashboardSkeleton cards={skeletonCards} />;
  if (query.isError || query.data === undefined) {
    return (
      <DashboardError
        heading={frame.error.pageHeading}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}

/**
 * A list or record read from the API, shown one way everywhere: the skeleton while it loads, the
 * error with Retry when it fails (never a blank page), the empty text when there is nothing, then
 * the data.
 */
export function QueryBoundary<T>({
  query,
  isEmpty,
  empty,
  skeletonCards = 1,
  children,
}: {
  query: QueryState<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeletonCards?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || query.isError || query.data === undefined) {
    return <QueryStatus query={query} skeletonCards={skeletonCards} />;
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{empty}</p>;
  }
  return children(query.data);
}
