import type { SimulationCity } from '@pathways/schemas';
import { listCities, type City } from '@pathways/sim-core';

function toSimulationCity(city: City): SimulationCity {
  return {
    id: city.id,
    name: city.name,
    label: city.label,
    state: city.state,
    recidivismDefinition: city.recidivismDefinition,
    recidivismWindowYears: city.recidivismWindowYears,
    cohortYear: city.cohortYear,
    unverifiedFields: Object.entries(city.sources)
      .filter(([, source]) => source.unverified !== undefined)
      .map(([field]) => field),
    population: city.population,
    annualReleases: city.annualReleases,
    baselineRecidivismRate: city.baselineRecidivismRate,
    averageCostPerIncarceration: city.averageCostPerIncarceration,
    currentEmploymentRate: city.currentEmploymentRate,
    medianIncome: city.medianIncome,
  };
}

/**
 * The places the simulator offers, straight from sim-core: the single source of place data, the same
 * figures the model computes with. (`city_data` is a mirror written at start-up, for reporting joins.)
 */
export const simulationPlaces: readonly SimulationCity[] = listCities().map(toSimulationCity);
