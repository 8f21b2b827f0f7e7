import { impactReport } from '@pathways/content';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The PDF's size in bytes as the server reports it (`Content-Length` of a HEAD request), so the
 * download button states the real size of what it serves instead of a number written by hand
 * (issue 12). Null when the server does not say.
 */
export async function getReportSize(): Promise<number | null> {
  const response = await fetch(impactReport.download.href, { method: 'HEAD' });
  const length = Number(response.headers.get('Content-Length'));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

export const reportSizeQueryOptions = queryOptions({
  queryKey: ['impact-report', 'size'],
  queryFn: getReportSize,
  staleTime: Infinity,
});

/** Not suspending: the prerendered page shows the button at once, and the size once it is known. */
export function useReportSize() {
  return useQuery(reportSizeQueryOptions);
}
