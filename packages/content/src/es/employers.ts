import type { Employers } from '../employers.schema.js';
import type { Translation } from '../i18n/translation.js';
import { figures } from './figures.js';

/** Spanish twin of `../employers.js` (the page at /hire-from-us). */

export const employers: Translation<Employers> = {
  hero: {
    badge: 'Gratis para empleadores',
    title: 'Contrate personal confiable. Fortalezca el Cedar Valley.',
    description:
      'Le enviamos candidatos capacitados y evaluados, y apoyamos cada contratación. No le cuesta nada.',
    stats: [
      { value: figures.employerPartners, label: 'Empleadores aliados' },
      { value: figures.retentionRate, label: 'Se quedan en el empleo' },
    ],
    primaryCta: { label: 'Hágase aliado', href: '/hire-from-us#onboarding' },
    secondaryCta: { label: 'Vea los estudios', href: '/research' },
  },
  advantages: [
    {
      heading: 'Empleados que se quedan',
      description:
        'Las personas contratadas con una segunda oportunidad suelen ser leales. Quien recibe una oportunidad responde a quien se la dio.',
      stats: [
        {
          value: figures.retentionRate,
          label: 'Se quedan',
          description: `Comparado con el ${figures.industryRetentionRate} en promedio en la industria`,
        },
        {
          value: figures.longerEmployment,
          label: 'Más tiempo en el empleo',
          description: 'Nuestras personas contratadas se quedan más tiempo que el promedio',
        },
        {
          value: `${figures.retentionMonths} frente a ${figures.industryRetentionMonths} meses`,
          label: 'Tiempo promedio en el empleo',
          description: `${figures.retentionMonths} meses para las personas que colocamos, ${figures.industryRetentionMonths} meses en promedio en la industria`,
        },
      ],
    },
    {
      heading: 'Empleados que rinden',
      description:
        'Nuestros candidatos llegan capacitados, preparados y con el respaldo de un trabajador de casos que ayuda a resolver los problemas a tiempo.',
      stats: [
        {
          value: figures.attendanceRate,
          label: 'Asistencia',
          description: `Comparado con el ${figures.industryAttendanceRate} de otras contrataciones`,
        },
        {
          value: figures.aboveAveragePerformance,
          label: 'Rinden más que el promedio',
          description: 'De los aliados califican a nuestras contrataciones sobre el promedio',
        },
        {
          value: figures.wouldHireAgain,
          label: 'Volverían a contratar',
          description: 'De nuestros empleadores aliados',
        },
      ],
    },
  ],
  benefitCards: {
    taxIncentives: {
      title: 'Beneficios de impuestos',
      description: `Créditos de impuestos por contratar de hasta ${figures.taxCreditPerHire} por cada persona que califique, y un ahorro de cerca de ${figures.savingsPerHire} por contratación. Le ayudamos con los papeles.`,
      icon: 'BadgeDollarSign',
    },
    ongoingSupport: {
      title: 'Apoyo continuo',
      description: `Cada contratación viene con ${figures.supportMonths} de apoyo. Si surge algo, llámenos y le ayudamos a resolverlo.`,
      icon: 'LifeBuoy',
    },
    culture: {
      title: 'Un mejor ambiente de trabajo',
      description: `El ${figures.improvedCulture} de nuestros aliados dice que el ambiente de trabajo mejoró después de contratar con nosotros.`,
      icon: 'Sparkles',
    },
  },
  servicesHeading: 'Lo que ofrecemos',
  services: [
    {
      title: 'Candidatos evaluados',
      description:
        'Conocemos a cada candidato y solo le enviamos personas que están listas para su empleo.',
      icon: 'UserCheck',
    },
    {
      title: 'Capacitación para el puesto',
      description:
        'Capacitamos a los candidatos en las habilidades que pide su puesto antes del primer día.',
      icon: 'Wrench',
    },
    {
      title: 'Menos riesgo',
      description:
        'Orientación sobre las reglas de contratación de segunda oportunidad, recursos de fianzas y un trabajador de casos disponible para cada contratación.',
      icon: 'ShieldCheck',
    },
  ],
  testimonialsHeading: 'Lo que dicen nuestros aliados',
  testimonials: [
    {
      quote:
        'Nos faltaba personal en el segundo turno por meses. Las personas que nos envió Pathways llegaron, aprendieron rápido y se quedaron. Dos de ellas ahora son líderes.',
      name: 'Tom R.',
      role: 'Gerente de planta, fábrica de Waterloo',
    },
    {
      quote:
        'Al principio estaba nervioso. Tener a un trabajador de casos a quien llamar hizo toda la diferencia. Ha sido una de las mejores decisiones de contratación que hemos tomado.',
      name: 'Angela M.',
      role: 'Dueña de un restaurante en Cedar Falls',
    },
    {
      quote:
        'La contratación de segunda oportunidad ya es parte de cómo buscamos personal. Los candidatos llegan preparados, y el apoyo después de contratar es real.',
      name: 'Greg S.',
      role: 'Director de recursos humanos, empresa regional de logística',
    },
  ],
  stepsHeading: 'Cómo funciona la alianza',
  steps: [
    {
      number: 1,
      title: 'Registro como aliado',
      description:
        'Llene nuestro formulario corto de registro. Nos comunicamos con usted para conocer su negocio.',
    },
    {
      number: 2,
      title: 'Puestos y requisitos',
      description:
        'Cuéntenos sobre sus puestos abiertos, los horarios y las habilidades que necesita.',
    },
    {
      number: 3,
      title: 'Selección de candidatos',
      description:
        'Le presentamos candidatos capacitados y evaluados, y organizamos las entrevistas.',
    },
    {
      number: 4,
      title: 'Apoyo continuo',
      description: `Después de la contratación, usted y la persona nueva reciben ${figures.supportMonths} de apoyo de nuestro equipo.`,
    },
  ],
  faqHeading: 'Preguntas de empleadores',
  faq: [
    {
      question: '¿Cuánto cuesta ser aliado?',
      answer:
        'Nada. Nuestros servicios para empleadores son gratis. Nos financiamos con subvenciones, donaciones y aliados de la comunidad.',
    },
    {
      question: '¿Qué tipos de puestos pueden llenar?',
      answer:
        'Manufactura, almacén y logística, construcción, servicio de comida, apoyo en el cuidado de la salud, ventas, oficina y tecnología. Si está contratando, díganos qué necesita.',
    },
    {
      question: '¿Cómo evalúan a los candidatos?',
      answer:
        'Conocemos a cada candidato, revisamos sus metas y su experiencia de trabajo, comprobamos que terminó su capacitación y confirmamos que está listo para su puesto antes de recomendarlo.',
    },
    {
      question: '¿Qué apoyo dan después de la contratación?',
      answer: `Cada contratación recibe ${figures.supportMonths} de apoyo. Su trabajador de casos habla con la persona con frecuencia, y usted puede llamarnos cuando tenga una pregunta o un problema.`,
    },
    {
      question: '¿Qué beneficios de impuestos hay?',
      answer: `Algunas contrataciones le pueden dar créditos de impuestos de hasta ${figures.taxCreditPerHire} por persona. Le ayudamos con los formularios.`,
    },
  ],
  onboarding: {
    heading: 'Registro de empleadores',
    description: 'Cuéntenos sobre su empresa. Toma unos minutos, y no tiene costo ni compromiso.',
    reviewPromise: 'Revisamos cada formulario y respondemos en 2 a 3 días hábiles.',
    submitLabel: 'Enviar',
    submittingLabel: 'Enviando...',
    thankYouHeading: '¡Gracias!',
    thankYouText: 'Vamos a revisar sus datos y nos comunicaremos con usted pronto.',
  },
  researchLink: { label: 'Lea los estudios sobre por qué conviene', href: '/research' },
};
