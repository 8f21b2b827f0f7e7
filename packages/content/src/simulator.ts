import { z } from 'zod';

/** Static texts of the Economic Impact Simulator page; the numbers come from @pathways/sim-core. */

export const simulatorSchema = z.object({
  title: z.string().min(1),
  badge: z.string().min(1),
  heroDescription: z.string().min(1),
  locationCard: z.object({ heading: z.string().min(1), cityLabel: z.string().min(1), cityPlaceholder: z.string().min(1) }),
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
  sources: z.object({ heading: z.string().min(1), text: z.string().min(1), bodies: z.array(z.string().min(1)).min(4) }),
});
export type Simulator = z.infer<typeof simulatorSchema>;

export const simulator: Simulator = {
  title: 'Economic Impact Simulator',
  badge: 'Impact Sims',
  heroDescription:
    'See what second-chance employment could save your city. Every result comes from audit-ready calculations built on published public data, with every assumption shown.',
  locationCard: { heading: 'Location', cityLabel: 'City', cityPlaceholder: 'Select a city' },
  configurationCard: {
    heading: 'Program Configuration',
    supportTypeLabel: 'Support type',
    participantsLabel: 'Participants',
    timeframeLabel: 'Timeframe',
  },
  runLabel: 'Calculate Economic Impact',
  runningLabel: 'Calculating Impact...',
  resultsBadge: 'Analysis Complete',
  resultsHeading: 'Projected Economic Impact',
  sources: {
    heading: 'Data Sources',
    text: 'Calculations draw on criminal-justice statistics from the Bureau of Justice Statistics and the National Institute of Justice, cost-benefit research from the Washington State Institute for Public Policy, program evaluations by the RAND Corporation, and cost and recidivism data published by state departments of corrections.',
    bodies: [
      'Bureau of Justice Statistics',
      'National Institute of Justice',
      'Washington State Institute for Public Policy',
      'RAND Corporation',
      'State departments of corrections',
    ],
  },
};
