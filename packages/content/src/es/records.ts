import type { RecordsText } from '../outcomes.js';

/** Spanish twin of the impact report's "From our records" texts (`recordsText` in `../outcomes.js`). */
export const recordsText: RecordsText = {
  heading: 'Según nuestros registros',
  note: 'Calculado a partir de nuestros registros de colocación el {date}, aparte de las cifras de arriba: cada porcentaje dice cuántas personas de cuántas.',
  rows: {
    clientsServed: 'Clientes atendidos (en nuestros registros)',
    placements: 'Colocaciones en empleos',
    placementRate: 'Porcentaje de colocación',
    medianWage: 'Sueldo inicial típico (mediana)',
    retentionAt: 'Siguen en el empleo a los {day} días',
  },
  ofTotal: '{rate} ({numerator} de {denominator})',
  hourlyWage: '{amount} por hora',
  notMeasured: 'Todavía no se ha medido',
};
