import type { FairChanceGuide, GuideSource } from '../fair-chance-guide.js';
import type { Translation } from '../i18n/translation.js';

/**
 * Spanish twin of `../fair-chance-guide.js`. Case names and statutes keep their English names: they
 * are how a lawyer or tax adviser finds them.
 */

const waterlooOrdinance: Translation<GuideSource> = {
  label:
    'Ordenanza de oportunidad justa de la Ciudad de Waterloo (Código de Ordenanzas, Derechos Humanos)',
  url: 'https://www.cityofwaterlooiowa.com',
};
const waterlooCase: Translation<GuideSource> = {
  label: "Iowa Ass'n of Business & Industry v. City of Waterloo (Iowa Supreme Court, 2021)",
};
const eeocGuidance: Translation<GuideSource> = {
  label:
    'Guía de aplicación de la EEOC sobre el uso de arrestos y condenas en las decisiones de empleo (2012)',
  url: 'https://www.eeoc.gov/laws/guidance/enforcement-guidance-consideration-arrest-and-conviction-records-employment-decisions',
};
const greenCase: Translation<GuideSource> = {
  label: 'Green v. Missouri Pacific Railroad, 523 F.2d 1290 (8th Cir. 1975)',
};
const wotcStatute: Translation<GuideSource> = {
  label: '26 U.S.C. §51',
  url: 'https://www.law.cornell.edu/uscode/text/26/51',
};
const wotcIowa: Translation<GuideSource> = {
  label: 'Iowa Workforce Development: crédito fiscal por oportunidad de trabajo (WOTC)',
  url: 'https://workforce.iowa.gov',
};
const bondingProgram: Translation<GuideSource> = {
  label: 'Departamento de Trabajo de EE. UU.: Programa Federal de Fianzas',
  url: 'https://bonds4jobs.com',
};
const iowaRevenue: Translation<GuideSource> = {
  label: 'Departamento de Ingresos de Iowa',
  url: 'https://revenue.iowa.gov',
};

export const fairChanceGuide: Translation<FairChanceGuide> = {
  title: 'Guía de contratación con oportunidad justa para empleadores',
  heading: 'Contratación con oportunidad justa: una guía para empleadores',
  intro:
    'Lo que la ley de Waterloo le pide, cómo valorar unos antecedentes de forma justa y los incentivos por contratar a alguien con antecedentes, cada cosa con su fuente.',
  notLegalAdvice:
    'Esto es información general, no asesoría legal ni fiscal. Consulte su caso con un abogado o un asesor fiscal.',
  sourcesLabel: 'Fuentes',
  timing: {
    heading: 'Cuándo puede preguntar por los antecedentes: la regla de Waterloo',
    paragraphs: [
      'La ordenanza de oportunidad justa de Waterloo dice que una solicitud de empleo no puede preguntar por antecedentes penales.',
      'Si tiene 15 empleados o más, no puede preguntar por los antecedentes penales ni investigarlos hasta haber hecho una oferta de empleo condicional.',
      'La Corte Suprema de Iowa confirmó la regla sobre el momento en 2021. Pathways la aplica a todos los empleadores: antes de una oferta condicional usted no ve categorías de delitos ni detalles de los antecedentes de ningún candidato, y después solo lo que el candidato aceptó compartir.',
    ],
    sources: [waterlooOrdinance, waterlooCase],
  },
  assessment: {
    heading: 'Valorar los antecedentes de forma justa: la evaluación individual',
    paragraphs: [
      'Si unos antecedentes podrían llevarle a no contratar, la guía de la EEOC de 2012 le pide mirar a la persona y al puesto en lugar de aplicar una prohibición general. Nombra tres factores, del caso Green:',
      'Después, dígale al candidato que los antecedentes pueden ser el motivo, dele la oportunidad de explicarse o de mostrar que los antecedentes están mal, y tenga en cuenta lo que le diga, incluidas las pruebas de rehabilitación (historial de trabajo, formación, referencias, tiempo desde la salida de prisión).',
    ],
    factors: [
      'La naturaleza y la gravedad del delito.',
      'El tiempo que ha pasado desde el delito o desde el fin de la condena.',
      'La naturaleza del puesto: sus tareas, dónde se hace y con quién.',
    ],
    sources: [eeocGuidance, greenCase],
  },
  incentivesHeading: 'Incentivos por contratar',
  wotc: {
    heading: 'Crédito fiscal por oportunidad de trabajo (WOTC)',
    paragraphs: [
      'Un crédito fiscal federal por contratar a alguien con una condena por delito grave (felony) dentro del año siguiente a la condena o a su salida de prisión.',
      'Es el {fullRate} de los salarios del primer año hasta {wageCap}, es decir, como máximo {maxCredit}, cuando la persona ha trabajado {fullHours} horas o más. Entre {minHours} y {lastReducedHour} horas es el {reducedRate}, como máximo {maxReducedCredit}. Con menos de {minHours} horas no hay crédito.',
      'Presente el formulario 8850 del IRS con el formulario ETA 9061 ante Iowa Workforce Development a más tardar {days} días naturales después de la fecha de inicio. Pathways muestra la fecha límite en cada colocación.',
      'Con la oferta condicional, Pathways le hace a la persona la pregunta del formulario 8850 sobre una condena por delito grave o una salida de prisión, y solo con su consentimiento le dice a usted el resultado: si probablemente está en este grupo o no. Usted nunca ve sus respuestas ni sus fechas.',
      'Un empleador exento de impuestos no puede pedir el crédito por este grupo: consúltelo con su asesor fiscal.',
    ],
    lapsed:
      'Situación: el Congreso autorizó el WOTC para personas que empiezan a trabajar hasta el {authorizedThrough}. Si el Congreso no lo renueva, las contrataciones desde el {lapsedFrom} no pueden pedirlo. Las renovaciones anteriores fueron retroactivas, así que siga presentando el formulario 8850 a tiempo.',
    authorized: 'Situación: el WOTC está autorizado para las contrataciones de hoy.',
    sources: [wotcStatute, wotcIowa],
  },
  bonding: {
    heading: 'Programa Federal de Fianzas',
    paragraphs: [
      'Una fianza de fidelidad de {bondAmount} que le asegura contra robo o deshonestidad del nuevo empleado durante los primeros {bondMonths} meses desde el primer día de trabajo. Es gratis para usted y para el empleado.',
    ],
    sources: [bondingProgram],
  },
  iowaDeduction: {
    heading: 'Deducción del impuesto estatal de Iowa',
    paragraphs: [
      'Iowa permite una deducción del impuesto estatal por los salarios pagados a algunas personas contratadas con antecedentes penales. Consulte con un asesor fiscal si le corresponde.',
    ],
    sources: [iowaRevenue],
  },
  hireFromUsLink: {
    label: 'Lea nuestra guía de contratación con oportunidad justa',
    href: '/employers/fair-chance',
  },
};
