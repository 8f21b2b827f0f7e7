import type { Translation } from '../i18n/translation.js';
import type { Simulator } from '../simulator.schema.js';

/** Spanish twin of `../simulator.js`. The names of the public bodies stay as they are published. */

export const simulator: Translation<Simulator> = {
  title: 'Simulador de impacto económico',
  badge: 'Simulador',
  heroDescription:
    'Vea cuánto podría ahorrar su ciudad con empleos de segunda oportunidad. Cada resultado sale de cálculos que se pueden revisar, basados en datos públicos, y cada supuesto está a la vista.',
  locationCard: { heading: 'Lugar', cityLabel: 'Ciudad', cityPlaceholder: 'Escoja una ciudad' },
  configurationCard: {
    heading: 'Datos del programa',
    supportTypeLabel: 'Tipo de apoyo',
    participantsLabel: 'Participantes',
    timeframeLabel: 'Plazo',
  },
  runLabel: 'Calcular el impacto económico',
  runningLabel: 'Calculando el impacto...',
  resultsBadge: 'Cálculo terminado',
  resultsHeading: 'Impacto económico esperado',
  sources: {
    heading: 'Fuentes de datos',
    text: 'Los cálculos usan estadísticas de justicia penal de la Oficina de Estadísticas de Justicia (Bureau of Justice Statistics) y del Instituto Nacional de Justicia (National Institute of Justice), estudios de costos y beneficios del Instituto de Políticas Públicas del Estado de Washington, evaluaciones de programas de la RAND Corporation, y datos de costos y reincidencia que publican los departamentos de correcciones de los estados.',
    bodies: [
      'Bureau of Justice Statistics',
      'National Institute of Justice',
      'Washington State Institute for Public Policy',
      'RAND Corporation',
      'Departamentos de correcciones de los estados',
    ],
  },
};
