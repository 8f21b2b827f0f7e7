import type { Locale, Simulator, SimulatorUi, Translation } from '@pathways/content';
import type { SimulationRunResult } from '@pathways/schemas';
import { createContext, useContext } from 'react';

type Warning = SimulationRunResult['warnings'][number];

/** The simulator's texts in one language, and how its figures and the API's words read in it. */
export interface SimulatorText {
  locale: Locale;
  page: Translation<Simulator>;
  ui: Translation<SimulatorUi>;
  /** A warning of the run as this page's reader reads it. */
  warningMessage: (warning: Warning, result: SimulationRunResult) => string;
  /** The name of the run's parameter set in this language. */
  parameterSetLabel: (set: SimulationRunResult['parameterSet']) => string;
}

export const SimulatorTextContext = createContext<SimulatorText | null>(null);

/** The texts of the simulator page it is rendered in (set by the English or the Spanish route). */
export function useSimulatorText(): SimulatorText {
  const text = useContext(SimulatorTextContext);
  if (!text) throw new Error('useSimulatorText needs a SimulatorTextContext');
  return text;
}
