import type { SimulationCity } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { CityRow, Database } from '../db/database.js';

export function listCityRows(db: Kysely<Database>): Promise<CityRow[]> {
  return db.selectFrom('city_data').selectAll().orderBy('name').execute();
}

export function toCity(row: CityRow): SimulationCity {
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

/**
 * The city list is reference data read on every simulator visit and run; keeping it in memory for
 * a short while spares the database (PGlite runs on the event loop) without hiding edits for long.
 */
export function createCityCache(db: Kysely<Database>, ttlMs: number) {
  let cached: { loadedAt: number; cities: Promise<SimulationCity[]> } | undefined;
  const list = (): Promise<SimulationCity[]> => {
    const now = Date.now();
    if (!cached || now - cached.loadedAt > ttlMs) {
      const cities = listCityRows(db).then((rows) => rows.map(toCity));
      cached = { loadedAt: now, cities };
      // A failed load must not be served from the cache until the TTL runs out.
      cities.catch(() => {
        cached = undefined;
      });
    }
    return cached.cities;
  };
  return {
    list,
    async has(id: string): Promise<boolean> {
      return (await list()).some((city) => city.id === id);
    },
  };
}
