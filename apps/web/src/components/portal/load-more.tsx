import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';

/** "Load more" under a cursor-paged list: shown while the API says there is a next page. */
export function LoadMore({
  query,
  label,
}: {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={query.isFetchingNextPage}
      aria-busy={query.isFetchingNextPage || undefined}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
