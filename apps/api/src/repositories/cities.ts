import type { Kysely } from 'kysely';
import type { CityRow, Database } from '../db/database.js';

/** The city object of GET /api/simulation/cities (spec §3 "Simulation"). */
export interface CitySummary {
  id: string;
  name: string;
  state: string;
  population: number;
  annualReleases: number;
  /** Percent. */
  baselineRecidivismRate: number;
  averageCostPerIncarceration: number;
  currentEmploymentRate: number;
  medianIncome: number;
}

export function listCityRows(db: Kysely<Database>): Promise<CityRow[]> {
  return db.selectFrom('city_data').selectAll().orderBy('name').execute();
}

export function toCity(row: CityRow): CitySummary {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    population: row.population,
    annualReleases: row.annual_releases,
    baselineRecidivismRate: row.baseline_recidivism_rate,
    averageCostPerIncarceration: row.average_cost_per_incarceration,
    currentEmploymentRate: row.current_employment_rate,
    medianIncome: row.median_income,
  };
}
