import type { NamedScenario } from '../home-teaser-scenario.js';

/**
 * WSIPP's "Housing assistance with services" for people leaving prison, under the conservative set in
 * Washington, WSIPP's own state: WSIPP finds benefits below costs (benefit-cost ratio −0.16).
 */
export const wsippHousing: NamedScenario = {
  id: 'wsipp-housing-with-services',
  label: 'WSIPP housing assistance with services',
  description:
    'Housing with services for 1,000 people released in Washington, followed for 10 years, conservative set. WSIPP: benefits below costs.',
  parameterSetId: 'conservative',
  input: {
    cityId: 'washington',
    supportType: 'housing',
    participantCount: 1_000,
    timeframe: 10,
    parameterSetId: 'conservative',
  },
  options: { draws: 0 },
};

/**
 * WSIPP's "Employment and job training assistance in the community" (−4.8% on crime outcomes), as
 * the conservative set's job placement, in Washington.
 */
export const wsippEmployment: NamedScenario = {
  id: 'wsipp-employment-in-the-community',
  label: 'WSIPP employment and job training in the community',
  description:
    'Job placement for 1,000 people released in Washington, followed for 10 years, conservative set (WSIPP: −4.8% crime outcomes).',
  parameterSetId: 'conservative',
  input: {
    cityId: 'washington',
    supportType: 'none',
    participantCount: 1_000,
    timeframe: 10,
    parameterSetId: 'conservative',
  },
  options: { draws: 0 },
};
