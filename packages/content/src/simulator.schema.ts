import { z } from 'zod';

/**
 * Zod schemas of `./simulator.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const simulatorSchema = z.object({
  title: z.string().min(1),
  badge: z.string().min(1),
  heroDescription: z.string().min(1),
  locationCard: z.object({
    heading: z.string().min(1),
    cityLabel: z.string().min(1),
    cityPlaceholder: z.string().min(1),
  }),
  configurationCard: z.object({
    heading: z.string().min(1),
    supportTypeLabel: z.string().min(1),
    participantsLabel: z.string().min(1),
    timeframeLabel: z.string().min(1),
  }),
  runLabel: z.literal('Calculate Economic Impact'),
  runningLabel: z.literal('Calculating Impact...'),
  resultsBadge: z.literal('Analysis Complete'),
  resultsHeading: z.literal('Projected Economic Impact'),
  sources: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    bodies: z.array(z.string().min(1)).min(4),
  }),
});
export type Simulator = z.infer<typeof simulatorSchema>;
