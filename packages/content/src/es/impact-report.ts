import type { ImpactReport } from '../impact-report.schema.js';
import type { Translation } from '../i18n/translation.js';
import { figures } from './figures.js';

/** Spanish twin of `../impact-report.js`. Same sections and ids; the PDF stays English for now. */

export const impactReport: Translation<ImpactReport> = {
  title: 'Informe de impacto y oportunidades',
  subtitle:
    'El empleo de segunda oportunidad en el Cedar Valley: lo que cuesta, lo que ahorra y lo que podría llegar a ser.',
  organization: 'Cedar Valley Pathways',
  sections: [
    {
      id: 'executive-summary',
      heading: 'Resumen',
      paragraphs: [
        'Cedar Valley Pathways ayuda a personas con barreras para trabajar —como antecedentes penales, recuperación o falta de vivienda— a encontrar y mantener empleos con empleadores de segunda oportunidad en Waterloo y Cedar Falls.',
        `Nuestros resultados muestran que un trabajo estable, con ${figures.supportMonths} de apoyo, mantiene a las personas fuera de la prisión y ahorra dinero público. El ${figures.reportEmploymentWithin90Days} de los participantes tiene empleo en 90 días, y las personas que colocamos se quedan en su trabajo mucho más tiempo que el promedio de la industria.`,
      ],
    },
    {
      id: 'economic-impact',
      heading: 'Análisis del impacto económico',
      paragraphs: [
        'Cada persona que mantiene su empleo y no vuelve a prisión paga impuestos, mantiene a su familia y gasta en los negocios locales, en vez de costarle al público lo que cuesta una cama en la prisión.',
      ],
      rows: [
        { label: 'Retorno por cada dólar invertido', value: figures.reportReturnPerDollar },
        {
          label: 'Ahorro por persona cada año',
          value: `Cerca de ${figures.savedPerPersonPerYear}`,
        },
        { label: 'Ahorro por cada grupo de 100 participantes', value: figures.savedPerCohortOf100 },
        { label: 'Ahorro del empleador por cada contratación', value: figures.savingsPerHire },
      ],
    },
    {
      id: 'key-findings',
      heading: 'Resultados principales',
      paragraphs: ['Lo que nos dicen nuestros participantes y empleadores aliados:'],
      items: [
        `${figures.retentionRate} se quedan en su empleo, comparado con el ${figures.reportIndustryRetentionRate} en promedio en la industria.`,
        `${figures.reportEmploymentWithin90Days} consiguen empleo en los primeros 90 días del programa.`,
        `${figures.lowerRecidivism} menos reincidencia entre los participantes que mantienen su empleo.`,
        `${figures.incomeGrowth} más de ingresos para los graduados que trabajan.`,
        `El ${figures.wouldHireAgain} de los empleadores aliados volvería a contratar.`,
      ],
    },
    {
      id: 'program-metrics',
      heading: 'Datos del programa',
      paragraphs: ['Cómo está el programa hoy.'],
      rows: [
        { label: 'Clientes atendidos', value: figures.clientsServed },
        { label: 'Empleadores aliados', value: figures.employerPartners },
        { label: 'Consiguen empleo', value: figures.placementRate },
        {
          label: 'Asistencia',
          value: `${figures.attendanceRate} frente a ${figures.industryAttendanceRate}`,
        },
        {
          label: 'Tiempo promedio en el empleo',
          value: `${figures.retentionMonths} frente a ${figures.industryRetentionMonths} meses`,
        },
      ],
    },
    {
      id: 'projected-outcomes',
      heading: 'Resultados esperados',
      paragraphs: [
        'A medida que el modelo llegue a otras comunidades, queremos lograr lo siguiente para 2030. Son metas, no resultados que ya tengamos.',
      ],
      rows: [
        { label: 'Graduados para 2030', value: figures.graduatesBy2030 },
        { label: 'Impacto económico para 2030', value: figures.impactBy2030 },
      ],
    },
    {
      id: 'regional-impact',
      heading: 'Impacto por región',
      paragraphs: [
        'La reincidencia cambia mucho de un estado a otro, lo que muestra que las leyes y el apoyo local sí marcan la diferencia. Dos ejemplos:',
      ],
      rows: [
        { label: 'Reincidencia en Delaware', value: figures.delawareRecidivism },
        { label: 'Reincidencia en Rhode Island', value: figures.rhodeIslandRecidivism },
      ],
    },
  ],
  charts: {
    'program-metrics': {
      kind: 'comparison',
      caption: 'Cedar Valley Pathways comparado con el promedio de la industria',
      legend: { ours: 'Cedar Valley Pathways', baseline: 'Promedio de la industria' },
      rows: [
        {
          label: 'Asistencia',
          ours: figures.attendanceRate,
          baseline: figures.industryAttendanceRate,
        },
        {
          label: 'Permanencia en el empleo',
          ours: figures.retentionRate,
          baseline: figures.reportIndustryRetentionRate,
        },
        {
          label: 'Tiempo promedio en el empleo',
          ours: figures.retentionMonths,
          baseline: figures.industryRetentionMonths,
          unit: ' meses',
        },
      ],
    },
    'projected-outcomes': {
      kind: 'bars',
      caption: 'Dónde estamos hoy y adónde queremos llegar en 2030',
      bars: [
        { label: 'Personas atendidas hasta hoy', value: figures.clientsServed },
        { label: 'Graduados para 2030 (meta)', value: figures.graduatesBy2030 },
      ],
    },
    'regional-impact': {
      kind: 'bars',
      caption: 'Tasas de reincidencia: la nacional y la de dos estados',
      bars: [
        { label: 'Reincidencia nacional', value: figures.nationalRecidivism },
        { label: 'Reincidencia en Delaware', value: figures.delawareRecidivism },
        { label: 'Reincidencia en Rhode Island', value: figures.rhodeIslandRecidivism },
      ],
    },
  },
  // The PDF itself is in English for now (its download label says so); these name its parts.
  pdf: {
    language: 'es-US',
    contentsHeading: 'Contenido',
    pageNumber: 'Página {page} de {pages}',
  },
  download: {
    label: 'Descargar el informe completo (PDF, en inglés)',
    href: '/download/impact-report',
    fileName: 'cedar-valley-pathways-impact-report.pdf',
  },
  toast: {
    title: 'Abriendo el informe de impacto',
    description: 'El informe completo se está abriendo en una pestaña nueva.',
    durationMs: 3000,
  },
};
