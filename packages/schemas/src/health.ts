import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';

export const healthSchema = z.object({ status: z.literal('ok') });

export const healthContract = defineContract({
  'GET /api/health': {
    access: 'public',
    summary: 'Is the service up and its database reachable?',
    description: 'For load balancers and uptime checks; 503 while the database is unreachable.',
    tag: 'health',
    response: { 200: healthSchema },
    errors: [503],
  },
});
