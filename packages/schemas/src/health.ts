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
  'GET /api/health/live': {
    access: 'public',
    summary: 'Is the process running?',
    description:
      'Liveness for a supervisor: answers while the process can serve at all, without asking the database (restart it when this fails).',
    tag: 'health',
    response: { 200: healthSchema },
  },
  'GET /api/health/ready': {
    access: 'public',
    summary: 'Should this instance get traffic?',
    description:
      'Readiness for a load balancer: 503 while the database is unreachable, its migrations are not all applied, or the instance is shutting down.',
    tag: 'health',
    response: { 200: healthSchema },
    errors: [503],
  },
});
