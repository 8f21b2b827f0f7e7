import { fillTemplate } from '@pathways/content';
import {
  simulator,
  simulatorParameterSetLabels,
  simulatorUi,
  simulatorWarnings,
} from '@pathways/content/es';
import { formatWhole } from '../utils/format';
import type { SimulatorText } from './simulator-text';

const parameterSetLabel: SimulatorText['parameterSetLabel'] = (set) =>
  simulatorParameterSetLabels[set.id] ?? set.label;

/**
 * The simulator in Spanish. The API words its warnings in English; each is said again in Spanish
 * from its code and the run's figures, and an unknown code keeps the API's words rather than vanish.
 */
export const spanishSimulatorText: SimulatorText = {
  locale: 'es',
  page: simulator,
  ui: simulatorUi,
  warningMessage: (warning, result) => {
    const template = simulatorWarnings[warning.code];
    if (!template) return warning.message;
    return fillTemplate(template, {
      place: result.city.label,
      set: parameterSetLabel(result.parameterSet),
      count: formatWhole(
        warning.code === 'unverified-figures'
          ? (warning.parameterIds?.length ?? 0)
          : result.input.participantCount,
        'es',
      ),
    });
  },
  parameterSetLabel,
};
