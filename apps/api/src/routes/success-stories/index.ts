import type { FastifyInstance } from 'fastify';
import { getStory } from '../../domains/success-stories/use-cases/get-story.js';
import { listStories } from '../../domains/success-stories/use-cases/list-stories.js';
import { contractRoute } from '../../lib/contract-route.js';

export default function successStoryRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/success-stories', {}, () => listStories(app.db));

  // The contract's id schema turns an id no record can have into a 404 before this runs.
  contractRoute(app, 'GET /api/success-stories/:id', {}, (request) =>
    getStory(app.db, request.params.id),
  );
}
