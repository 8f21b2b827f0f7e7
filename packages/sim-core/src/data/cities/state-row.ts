import type { City, RecidivismDefinition, Source } from '../../types.js';
import {
  ACS_2022_EMPLOYMENT,
  ACS_2022_INCOME,
  BJS_PRISONERS_2019,
  CENSUS_2020,
  VERA_PRICE_OF_PRISONS,
  derivedFrom,
} from '../sources.js';

/** One statewide row, in the order of the City fields it fills. */
export interface StateRow {
  readonly id: string;
  readonly name: string;
  readonly population: number;
  readonly annualReleases: number;
  readonly baselineRecidivismRate: number;
  readonly recidivismDefinition: RecidivismDefinition;
  readonly recidivismWindowYears: number;
  readonly cohortYear: number;
  readonly recidivismSource: Source;
  readonly averageCostPerIncarceration: number;
  readonly currentEmploymentRate: number;
  readonly medianIncome: number;
}

/**
 * Builds a statewide City from a row whose shared sources (Census, ACS, Vera, BJS) are the same for
 * every state, so each row only has to cite its own recidivism study.
 *
 * @example
 * stateCity({ id: 'ohio', name: 'Ohio', population: 11_799_448, … }).state; // 'Ohio'
 */
export function stateCity(row: StateRow): City {
  const cost = derivedFrom(
    VERA_PRICE_OF_PRISONS,
    `${row.name} per-person annual prison cost, about $${row.averageCostPerIncarceration} (FY2015).`,
  );
  const releases = derivedFrom(
    BJS_PRISONERS_2019,
    `${row.name} sentenced releases, about ${row.annualReleases} a year (rounded).`,
  );
  return {
    id: row.id,
    name: row.name,
    label: row.name,
    state: row.name,
    population: row.population,
    annualReleases: row.annualReleases,
    baselineRecidivismRate: row.baselineRecidivismRate,
    recidivismDefinition: row.recidivismDefinition,
    recidivismWindowYears: row.recidivismWindowYears,
    cohortYear: row.cohortYear,
    averageCostPerIncarceration: row.averageCostPerIncarceration,
    currentEmploymentRate: row.currentEmploymentRate,
    medianIncome: row.medianIncome,
    sources: {
      population: CENSUS_2020,
      annualReleases: releases,
      baselineRecidivismRate: row.recidivismSource,
      recidivismWindowYears: row.recidivismSource,
      cohortYear: row.recidivismSource,
      averageCostPerIncarceration: cost,
      currentEmploymentRate: ACS_2022_EMPLOYMENT,
      medianIncome: ACS_2022_INCOME,
    },
  };
}
