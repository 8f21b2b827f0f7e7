import type { SuccessStoryRow } from '../../db/database.js';
import type { Queryable } from '../../services/use-case-context.js';

/** The public site's success stories (`success_stories`): only the published ones are ever read. */
export function listPublishedStories(db: Queryable): Promise<SuccessStoryRow[]> {
  return db
    .selectFrom('success_stories')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('publish_date', 'desc')
    .execute();
}

export function findPublishedStory(
  db: Queryable,
  id: number,
): Promise<SuccessStoryRow | undefined> {
  return db
    .selectFrom('success_stories')
    .selectAll()
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

export function toStory(row: SuccessStoryRow) {
  return {
    id: row.id,
    title: row.title,
    clientName: row.client_name,
    content: row.content,
    extendedContent: row.extended_content,
    imageUrl: row.image_url,
    category: row.category,
    isPublished: row.is_published,
    publishDate: row.publish_date.toISOString(),
  };
}
