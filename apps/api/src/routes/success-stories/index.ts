import type { FastifyInstance } from 'fastify';
import type { SuccessStoryRow } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';

/** Postgres `integer` tops out here; larger ids cannot exist and would make the query fail. */
const MAX_INTEGER_ID = 2_147_483_647;
const STORY_NOT_FOUND = 'Success story not found';

function toStory(row: SuccessStoryRow) {
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

export default function successStoryRoutes(app: FastifyInstance) {
  app.get('/api/success-stories', async () => {
    const rows = await app.db
      .selectFrom('success_stories')
      .selectAll()
      .where('is_published', '=', true)
      .orderBy('publish_date', 'desc')
      .execute();
    return rows.map(toStory);
  });

  app.get<{ Params: { id: string } }>('/api/success-stories/:id', async (request) => {
    const { id: rawId } = request.params;
    const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
    if (!Number.isInteger(id) || id > MAX_INTEGER_ID) throw new HttpError(404, STORY_NOT_FOUND);
    const row = await app.db
      .selectFrom('success_stories')
      .selectAll()
      .where('id', '=', id)
      .where('is_published', '=', true)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, STORY_NOT_FOUND);
    return toStory(row);
  });
}
