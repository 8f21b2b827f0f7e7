import type { Simulator } from './simulator.schema.js';

/** Static texts of the Economic Impact Simulator page; the numbers come from @pathways/sim-core. */

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
