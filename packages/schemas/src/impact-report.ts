import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';

export const impactReportContract = defineContract({
  'GET /download/impact-report': {
    access: 'public',
    summary: 'The Impact and Opportunity Report as a PDF',
    tag: 'impact-report',
    response: {
      200: {
        description: 'The report (application/pdf), opened in a new tab by the report page.',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
    },
  },
});
