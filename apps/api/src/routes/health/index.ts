import type { FastifyInstance } from 'fastify';

export default function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', () => ({ status: 'ok' }));
}
