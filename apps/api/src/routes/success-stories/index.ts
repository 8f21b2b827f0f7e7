import type { FastifyInstance } from 'fastify';
import type { SuccessStoryRow } from '../../db/database.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';

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
  contractRoute(app, 'GET /api/success-stories', {}, async () => {
    const rows = await app.db
      .selectFrom('success_stories')
      .selectAll()
      .where('is_published', '=', true)
      .orderBy('publish_date', 'desc')
      .execute();
    return rows.map(toStory);
  });

  // The contract's id schema turns an id no record can have into a 404 before this runs.
  contractRoute(app, 'GET /api/success-stories/:id', {}, async (request) => {
    const { id } = request.params;
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
