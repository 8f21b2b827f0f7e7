import type { Translation } from '../i18n/translation.js';
import type { Research } from '../research.schema.js';

/** Spanish twin of `../research.js`. The documents themselves are in English; the page says so. */

export const research: Translation<Research> = {
  title: 'Estudios e informes',
  intro:
    'Los estudios en los que se basa nuestro trabajo. Cada documento se abre en una pestaña nueva y está en inglés.',
  openLabel: 'Leer el documento (en inglés)',
  papers: [
    {
      id: 'model-overview',
      title: 'Nuestro modelo: reinserción y empleo juntos',
      description:
        'Cómo unir la preparación para el trabajo con servicios que reducen la reincidencia ayuda a quienes vuelven a casa a conseguir empleo y mantenerlo.',
      documentUrl:
        'https://csgjusticecenter.org/projects/integrated-reentry-and-employment-strategies/',
      category: 'Model',
    },
    {
      id: 'business-case',
      title: 'Por qué conviene contratar a personas con antecedentes',
      description:
        'Por qué los empleadores que contratan a personas que estuvieron en prisión tienen personal leal, menos rotación y menos gastos de contratación.',
      documentUrl:
        'https://www.aclu.org/press-releases/aclu-report-makes-business-case-hiring-formerly-incarcerated-people',
      category: 'Business',
    },
    {
      id: 'impact-report',
      title: 'Informe de impacto: la reincidencia después de salir',
      description:
        'Datos nacionales sobre cuántas personas vuelven a prisión después de salir, y por qué los primeros años en casa son los que más importan.',
      documentUrl:
        'https://bjs.ojp.gov/library/publications/recidivism-prisoners-released-34-states-2012-5-year-follow-period-2012-2017',
      category: 'Impact',
    },
    {
      id: 'youth-crime-prevention',
      title: 'Prevención del delito entre jóvenes',
      description:
        'Programas evaluados con pruebas que mantienen a los jóvenes fuera del sistema de justicia, como el empleo y la mentoría.',
      documentUrl: 'https://crimesolutions.ojp.gov/',
      category: 'Prevention',
    },
    {
      id: 'collateral-consequences',
      title: 'Las consecuencias de una condena',
      description:
        'Las leyes y reglas que siguen a una condena y limitan el empleo, las licencias y la vivienda, estado por estado.',
      documentUrl: 'https://niccc.nationalreentryresourcecenter.org/',
      category: 'Policy',
    },
    {
      id: 'vocational-soft-skills',
      title: 'Capacitación en oficios y habilidades para el trabajo',
      description:
        'Lo que logran la educación y la capacitación laboral en el empleo y en volver a cometer delitos después de salir.',
      documentUrl: 'https://www.rand.org/pubs/research_reports/RR266.html',
      category: 'Training',
    },
    {
      id: 'felon-label',
      title: 'El peso de tener una condena grave',
      description:
        'Un estudio de campo sobre cómo los antecedentes penales cambian la posibilidad de que lo llamen para un empleo de nivel inicial.',
      documentUrl: 'https://www.jstor.org/stable/10.1086/374403',
      category: 'Policy',
    },
    {
      id: 'hybrid-nonprofit-models',
      title: 'Organizaciones sin fines de lucro que también venden',
      description:
        'Cómo las empresas sociales que generan ingresos y contratan a personas con barreras influyen en el empleo, la vivienda y la estabilidad.',
      documentUrl:
        'https://www.mathematica.org/our-publications-and-findings/projects/redf-social-enterprises-evaluation',
      category: 'Model',
    },
  ],
  categoryLabels: {
    Model: 'Modelo',
    Business: 'Negocios',
    Impact: 'Impacto',
    Prevention: 'Prevención',
    Policy: 'Leyes',
    Training: 'Capacitación',
  },
  customResearch: {
    heading: '¿Necesita algo en particular?',
    text: 'Legisladores, donantes e investigadores: pídanos datos y análisis para su comunidad.',
    buttonLabel: 'Pedir un estudio a la medida',
  },
};
