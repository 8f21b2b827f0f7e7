import type { Translation } from '../i18n/translation.js';
import type { SimulatorUi } from '../simulator-ui.js';

/** Spanish twin of `../simulator-ui.js`. */
export const simulatorUi: Translation<SimulatorUi> = {
  loadingCities: 'Cargando las ciudades...',
  failure:
    'No pudimos calcular este caso en este momento ({failure}). Por favor, inténtelo de nuevo en un momento.',
  participantsValueText: '{count} participantes',
  oneYear: '{years} año',
  years: '{years} años',
  supportTypes: {
    none: { label: 'Sin apoyo', description: 'solo ayuda básica para conseguir empleo' },
    training: {
      label: 'Capacitación laboral',
      description: 'aprender destrezas y sacar certificados',
    },
    housing: {
      label: 'Apoyo con la vivienda',
      description: 'ayuda para tener una vivienda estable',
    },
    mentoring: { label: 'Mentoría', description: 'guía continua para su carrera' },
    full_wraparound: {
      label: 'Apoyo completo',
      description: 'todos los servicios de apoyo juntos',
    },
  },
  cityFacts: {
    population: 'Población',
    annualReleases: 'Personas que salen de prisión cada año',
    baselineRecidivism: 'Reincidencia actual',
    unverified: ' (sin verificar)',
    costPerIncarceration: 'Costo por encarcelamiento',
  },
  cards: {
    recidivismReduction: 'Menos reincidencia',
    fewerRepeatOffenses: '{count} delitos repetidos menos',
    publicCostSavings: 'Ahorro de dinero público',
    savedPerPerson: '{amount} ahorrados por cada persona que no reincide',
    returnOnInvestment: 'Retorno de la inversión',
    programCost: 'Costo del programa: {amount}',
  },
  analysis: {
    heading: 'Análisis de la inversión en el programa',
    totalParticipants: 'Total de participantes',
    successfulCompletions: 'Terminan el programa',
    programSuccessRate: 'Porcentaje de éxito del programa',
    costPerParticipant: 'Costo por participante',
    recidivistsAvoided: 'Personas que no reinciden',
    savingsPerPersonAvoided: 'Ahorro por cada persona que no reincide',
    totalProgramCost: 'Costo total del programa',
    returnOnInvestment: 'Retorno de la inversión',
  },
  uncertainty: {
    heading: '¿Qué tan seguro es esto?',
    running: 'Haciendo {draws} simulaciones en su navegador...',
    failed: 'No se pudo calcular el margen de incertidumbre en este navegador.',
    range:
      'En el {level}% de {draws} resultados simulados, el ahorro de dinero público queda entre {savingsLow} y {savingsHigh}, y el retorno de la inversión entre {roiLow} y {roiHigh}.',
    probability: 'Probabilidad de que los beneficios sean mayores que los costos:',
    downloadCsv: 'Descargar CSV (en inglés)',
  },
  sources: {
    summary: 'Supuestos y fuentes ({count} cifras, {set})',
    intentToTreat:
      'Los efectos se aplican a todas las personas inscritas (intención de tratar), como los midieron los estudios.',
    completers: 'Los efectos se aplican solo a quienes terminan el programa.',
    loading: 'Cargando las fuentes...',
    failed: 'No se pudieron cargar las fuentes. Por favor, inténtelo de nuevo.',
    unverified: 'Sin verificar',
    recordLanguageNote:
      'La definición y la fuente de cada cifra están en inglés, tal como las anotaron los analistas del modelo.',
    units: {
      'USD per participant': 'USD por participante',
      'USD per prison-year': 'USD por año en prisión',
      'USD per year': 'USD al año',
      fraction: 'fracción',
      'fraction of baseline recidivism': 'fracción de la reincidencia de base',
      multiplier: 'multiplicador',
      'per year': 'al año',
      percent: 'por ciento',
      year: 'año',
      years: 'años',
    },
  },
  warnings: {
    heading: 'Antes de citar estas cifras',
    reproduce: 'Para obtener el mismo resultado, use:',
  },
  chart: {
    heading: 'Ahorro año por año',
    title: 'Ahorro acumulado de dinero público por año',
    summary:
      'El ahorro acumulado de dinero público llega a {amount} en el año {year}, frente a un costo del programa de {cost}.',
    noFigures: 'No hay cifras por año.',
    yearLabel: 'Año {year}',
    programCost: 'Costo del programa {amount}',
    showTable: 'Ver las cifras en una tabla',
    tableCaption: 'Ahorro y delitos repetidos evitados, por año',
    columns: {
      year: 'Año',
      repeatOffensesAvoided: 'Delitos repetidos evitados',
      savingsThatYear: 'Ahorro ese año',
      cumulativeSavings: 'Ahorro acumulado',
    },
  },
};
