import { recordsSection, type Locale, type RecordsText } from '@pathways/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ReportSectionView, type ImpactReportText } from './impact-report-content';

/** GET /api/outcomes/summary: the few public figures computed from placement records. */
const outcomesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['outcomes', 'summary'],
    queryFn: ({ signal }) => callApi('GET /api/outcomes/summary', undefined, { signal }),
  });

/**
 * "From our records" (issue 14): figures computed from placements and follow-ups, under the stated
 * figures and labelled apart from them. The page is prerendered, so the figures arrive after it
 * loads; until then, or without an API, the section is simply absent.
 */
export function RecordsSection({
  index,
  text,
  locale,
  charts,
}: {
  index: number;
  text: RecordsText;
  locale: Locale;
  charts: ImpactReportText['report']['charts'];
}) {
  const summary = useQuery(outcomesSummaryQueryOptions());
  if (!summary.data) return null;
  return (
    <ReportSectionView
      section={recordsSection(summary.data, text, locale)}
      index={index}
      charts={charts}
    />
  );
}
