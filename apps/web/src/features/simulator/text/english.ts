import { simulator, simulatorUi } from '@pathways/content';
import type { SimulatorText } from './simulator-text';

/** The simulator in English: the API's own words for warnings and parameter sets. */
export const englishSimulatorText: SimulatorText = {
  locale: 'en',
  page: simulator,
  ui: simulatorUi,
  warningMessage: (warning) => warning.message,
  parameterSetLabel: (set) => set.label,
};
