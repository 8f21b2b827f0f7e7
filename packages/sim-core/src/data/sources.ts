import type { Source } from '../types.js';

/*
 * Shared citations. Figures were entered from the publications named here without network access
 * while building the package; every note says where a figure is approximate or derived, and the
 * METHODOLOGY lists what to re-verify before publication.
 */

export const CENSUS_2020: Source = {
  publisher: 'U.S. Census Bureau',
  title: '2020 Census, P1 total population (Decennial Census redistricting data)',
  year: 2021,
  url: 'https://data.census.gov/',
};

export const ACS_2022_INCOME: Source = {
  publisher: 'U.S. Census Bureau',
  title: 'American Community Survey 2018–2022 5-year estimates, S1901 median household income',
  year: 2023,
  url: 'https://data.census.gov/',
  note: 'Rounded to the nearest $100.',
  unverified: 'Entered from memory without network access; re-check against table S1901.',
};

export const ACS_2022_EMPLOYMENT: Source = {
  publisher: 'U.S. Census Bureau',
  title:
    'American Community Survey 2018–2022 5-year estimates, S2301 employment/population ratio, 16 years and over',
  year: 2023,
  url: 'https://data.census.gov/',
  note: 'Rounded to whole percent. Shown for context: the model does not use it.',
  unverified: 'Entered from memory without network access; re-check against table S2301.',
};

export const VERA_PRICE_OF_PRISONS: Source = {
  publisher: 'Vera Institute of Justice',
  title:
    'The Price of Prisons: Examining State Spending Trends, 2010–2015 (per-person annual cost, FY2015)',
  year: 2017,
  url: 'https://www.vera.org/publications/price-of-prisons-2015-state-spending-trends',
  note: 'Average (not marginal) cost per person per year, state prisons, FY2015 dollars.',
  unverified: 'Entered from memory without network access; re-check against the state table.',
};

export const BJS_PRISONERS_2019: Source = {
  publisher: 'Bureau of Justice Statistics',
  title: 'Prisoners in 2019 (NCJ 255115), sentenced prisoners released by jurisdiction',
  year: 2020,
  url: 'https://bjs.ojp.gov/library/publications/prisoners-2019',
  note: 'Releases rounded to the nearest 100.',
  unverified: 'Entered from memory without network access; re-check against the appendix table.',
};

export const IOWA_DOC_RECIDIVISM: Source = {
  publisher: 'Iowa Department of Corrections',
  title: 'Recidivism data: three-year return-to-prison rate, FY2025 report (FY2022 release cohort)',
  year: 2025,
  url: 'https://doc.iowa.gov/data/recidivism-data',
  note: 'Latest published figure, 32.8% (earlier: FY2023 34.3%; 37.0% for FY2019 releases). Definition: any return to Iowa prison (new conviction or revocation) within 3 years of release.',
  unverified:
    'Figure as quoted by the issue-16 audit; that the FY2025 figure covers people released in FY2022 is inferred from the 3-year window. Re-check the cohort on the Iowa DOC page.',
};

/** Names a derived figure's formula on top of the source it is derived from. */
export function derivedFrom(source: Source, note: string): Source {
  return { ...source, note };
}
