import { JOBS_PAGE_SIZE } from '@pathways/schemas';
import type { JobSearchQuery, JobSearchResult } from '@pathways/schemas';
import type { Queryable } from '../../../services/use-case-context.js';
import { searchJobs as findPublished, toJob } from '../repository.js';

/** The public job search: published postings only, one page. */
export async function searchJobs(db: Queryable, query: JobSearchQuery): Promise<JobSearchResult> {
  const { rows, total } = await findPublished(db, query);
  return { jobs: rows.map(toJob), total, page: query.page, pageSize: JOBS_PAGE_SIZE };
}
