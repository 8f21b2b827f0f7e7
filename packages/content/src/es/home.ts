import type { Home } from '../home.schema.js';
import type { Translation } from '../i18n/translation.js';
import { figures } from './figures.js';

/** Spanish twin of `../home.js`, section by section; the section ids stay the same. */

export const home: Translation<Home> = {
  hero: {
    id: 'home',
    eyebrow: 'Cedar Valley Pathways · Waterloo y Cedar Falls',
    heading: 'Su pasado no es el final de su historia.',
    description:
      'Ayudamos a personas con antecedentes, personas en recuperación y personas que llevan tiempo sin trabajo a encontrar empleos estables con empleadores locales que creen en las segundas oportunidades. Nuestra ayuda es gratis.',
    primaryCta: { label: 'Pedir ayuda ahora', href: '/get-help' },
    secondaryCta: { label: 'Contrate a nuestros candidatos', href: '/hire-from-us' },
    dualImpact: {
      title: 'Un modelo que ayuda a dos partes',
      description:
        'Un programa, dos logros: los negocios locales consiguen trabajadores confiables, y nuestros participantes consiguen un verdadero comienzo.',
      business: {
        heading: 'Para los negocios',
        benefits: [
          `El ${figures.retentionRate} se queda en el empleo, comparado con el ${figures.industryRetentionRate} en promedio en la industria`,
          `Créditos de impuestos de hasta ${figures.taxCreditPerHire} por contratación`,
          'Candidatos evaluados y listos para trabajar, sin costo',
          `${figures.supportMonths} de apoyo con cada contratación`,
        ],
      },
      participants: {
        heading: 'Para los participantes',
        benefits: [
          'Capacitación y asesoría gratis',
          'Un trabajador de casos que sabe su nombre',
          'Ayuda con la vivienda, el transporte y la recuperación',
          'Empleos con empleadores que quieren que a usted le vaya bien',
        ],
      },
    },
    careerCoachPromo: {
      badge: 'Nuevo',
      title: 'Conozca al asesor de empleo',
      description:
        '¿Tiene una pregunta a medianoche? Nuestro asesor de empleo responde preguntas sobre programas, capacitación y apoyo a cualquier hora, desde su teléfono.',
      cta: { label: 'Hablar con el asesor de empleo', href: '/career-coach' },
    },
  },
  overview: {
    id: 'framework',
    heading: 'Cómo trabaja Pathways',
    description:
      'El trabajo cambia vidas. Un cheque fijo trae estabilidad, orgullo y una razón para seguir adelante. Todo lo hacemos pensando en eso.',
    vision: {
      title: 'Nuestra visión',
      text: 'Un Cedar Valley donde ni unos antecedentes, ni una recaída, ni una mala racha le cierren a nadie para siempre la puerta a un buen trabajo.',
    },
    pillars: [
      {
        title: 'Preparar',
        description:
          'Capacitación, asesoría y práctica para que las personas lleguen al primer día con confianza y listas.',
        icon: 'GraduationCap',
      },
      {
        title: 'Conectar',
        description:
          'Conexiones con empleadores de segunda oportunidad en Waterloo y Cedar Falls que están contratando ahora.',
        icon: 'Handshake',
      },
      {
        title: 'Acompañar',
        description: `${figures.supportMonths} de apoyo después de la contratación, para que un empleo nuevo se convierta en una carrera.`,
        icon: 'ShieldCheck',
      },
    ],
    quote: {
      text: 'Nadie se levanta solo. Cuando un vecino tiene una oportunidad justa de trabajar, toda la comunidad se fortalece.',
      attribution: 'Denise Whitfield, directora ejecutiva',
    },
    proposedImpact: {
      heading: 'Impacto que buscamos para 2030',
      stats: [
        {
          value: figures.graduatesBy2030,
          label: 'Graduados',
          description: 'Personas capacitadas y con empleo para 2030, a medida que crece el modelo',
        },
        {
          value: figures.placements,
          label: 'Colocaciones',
          description:
            'Empleos conseguidos con empleadores de segunda oportunidad en el Cedar Valley para 2030',
        },
        {
          value: figures.impactBy2030,
          label: 'Impacto económico',
          description: 'Impacto esperado para 2030 por sueldos ganados y costos evitados',
        },
      ],
      note: 'Son metas para 2030, a medida que el modelo llegue a comunidades aliadas, no resultados que ya tengamos.',
    },
  },
  research: {
    id: 'research-topics',
    heading: 'Los estudios detrás de nuestro trabajo',
    description:
      'Nuestra forma de trabajar se basa en estudios públicos sobre el empleo, la reinserción y la recuperación. Vea los temas.',
    cardLinkLabel: 'Leer nuestro resumen',
    documentLinkLabel: 'Ver el documento original (en inglés)',
    viewAll: { label: `Ver los ${figures.researchPapers} estudios`, href: '/research' },
    topics: [
      {
        title: 'El empleo y la reincidencia',
        description:
          'Por qué un trabajo estable es una de las mejores protecciones para no volver a prisión.',
        color: 'blue',
        badge: 'Actualizado',
        documentUrl: 'https://www.prisonpolicy.org/reports/outofwork.html',
      },
      {
        title: 'Por qué conviene la contratación de segunda oportunidad',
        description:
          'Lo que ganan los empleadores en lealtad, en personal que se queda y en menos gastos de contratación.',
        color: 'green',
        badge: 'Destacado',
        documentUrl:
          'https://www.aclu.org/press-releases/aclu-report-makes-business-case-hiring-formerly-incarcerated-people',
      },
      {
        title: 'Educación y capacitación laboral',
        description:
          'Cómo estudiar dentro y fuera de la prisión abre las puertas a mejores empleos.',
        color: 'purple',
        documentUrl: 'https://www.rand.org/pubs/research_reports/RR266.html',
      },
      {
        title: 'Reinserción y empleo juntos',
        description: 'Dar los servicios correctos a la persona correcta en el momento correcto.',
        color: 'orange',
        badge: 'Nuevo',
        documentUrl:
          'https://csgjusticecenter.org/projects/integrated-reentry-and-employment-strategies/',
      },
      {
        title: 'Las consecuencias de una condena',
        description:
          'Las reglas poco conocidas que siguen a una condena y cierran el paso al empleo, la vivienda y las licencias.',
        color: 'teal',
        documentUrl: 'https://niccc.nationalreentryresourcecenter.org/',
      },
      {
        title: 'Empresas sociales',
        description:
          'Cómo los negocios con una misión contratan y apoyan a personas con barreras para trabajar.',
        color: 'rose',
        documentUrl:
          'https://www.mathematica.org/our-publications-and-findings/projects/redf-social-enterprises-evaluation',
      },
    ],
  },
  impact: {
    id: 'white-paper',
    heading: 'El problema y la promesa',
    description:
      'Demasiadas personas salen de prisión listas para trabajar y encuentran todas las puertas cerradas. Esto es lo que eso cuesta, y lo que un empleo puede cambiar.',
    potentialHeading: 'El impacto posible',
    potential: [
      {
        value: figures.lowerRecidivism,
        label: 'Menos reincidencia',
        description: 'Entre los participantes que terminan la capacitación y mantienen su empleo',
      },
      {
        value: figures.incomeGrowth,
        label: 'Más ingresos',
        description: 'Aumento promedio de lo que ganan los graduados que trabajan',
      },
      {
        value: figures.savedPerPersonPerYear,
        label: 'Ahorro por persona cada año',
        description: 'Más o menos lo que cuesta tener a una persona en prisión',
      },
      {
        value: figures.savedPerCohortOf100,
        label: 'Ahorro por cada grupo de 100',
        description: 'Gastos públicos evitados por cada grupo de 100 participantes',
      },
    ],
    challengeHeading: 'El reto',
    challenges: [
      {
        value: figures.nationalRecidivism,
        label: 'Reincidencia',
        description: 'De las personas que salen de prisión vuelven a ser arrestadas en pocos años',
      },
      {
        value: figures.incarcerationCost,
        label: 'Costo cada año',
        description: 'Lo que gasta Estados Unidos en prisiones cada año',
      },
      {
        value: figures.formerlyIncarceratedUnemployment,
        label: 'Desempleo',
        description: 'De las personas que estuvieron en prisión buscan trabajo y no lo encuentran',
      },
      {
        value: figures.reoffendingEmployed,
        label: 'Vuelven a cometer delitos teniendo un empleo estable',
        comparison: figures.reoffendingUnemployed,
        description: `El ${figures.reoffendingEmployed} vuelve a cometer delitos si tiene un empleo estable, comparado con el ${figures.reoffendingUnemployed} si no lo tiene`,
      },
    ],
    whitePaperCard: {
      title: 'Lea nuestro informe',
      description:
        'Nuestro modelo explicado: cómo la capacitación, el apoyo y los empleadores de segunda oportunidad trabajan juntos para bajar la reincidencia.',
      icon: 'FileText',
      cta: { label: 'Ver los estudios', href: '/research' },
    },
    impactReportCard: {
      title: 'Informe de impacto y oportunidades',
      description:
        'Los números detrás del modelo: costos, ahorros y resultados para el Cedar Valley.',
      icon: 'BarChart3',
      cta: { label: 'Ver el informe de impacto', href: '/impact-report' },
    },
    simulatorTeaser: {
      heading: 'Pruebe el simulador de impacto económico',
      description:
        'Escoja una ciudad y un tipo de apoyo, y vea cuánto podrían ahorrar los contribuyentes con empleos de segunda oportunidad.',
      statedGoalsHeading: 'Nuestras metas',
      stats: [
        { value: figures.simulatorRecidivismReduction, label: 'Menos reincidencia' },
        { value: figures.simulatorSavings, label: 'Ahorros' },
        { value: figures.simulatorRoi, label: 'Retorno de la inversión' },
      ],
      note: 'Estas son las metas que nos pusimos para un programa de apoyo completo, no un resultado del simulador. Sus resultados dependen de la ciudad y las opciones que escoja.',
      modelHeading: 'Lo que da el simulador con los datos publicados',
      scenarioPrefix: 'Supuestos prudentes, escenario',
      scenarioLinkLabel: 'Abrir este escenario en el simulador',
      reproducePrefix: 'Para repetir el cálculo:',
      cta: { label: 'Abrir el simulador', href: '/economic-impact-simulator' },
    },
  },
  howItWorks: {
    id: 'how-it-works',
    heading: 'Cómo funciona',
    description: 'Cuatro pasos, desde la primera llamada hasta un empleo que puede conservar.',
    steps: [
      {
        number: 1,
        title: 'Comuníquese',
        description:
          'Llene un formulario corto de inscripción o llámenos. No cuesta nada y nadie le va a juzgar.',
      },
      {
        number: 2,
        title: 'Haga un plan',
        description:
          'Conozca a su trabajador de casos y hagan un plan según sus metas, habilidades y necesidades.',
      },
      {
        number: 3,
        title: 'Capacítese y prepárese',
        description:
          'Aprenda habilidades de trabajo, escriba su currículum y practique entrevistas con un asesor.',
      },
      {
        number: 4,
        title: 'Consiga empleo y crezca',
        description: `Empiece a trabajar con un empleador de segunda oportunidad, con ${figures.supportMonths} de apoyo a su lado.`,
      },
    ],
  },
  businessImpact: {
    id: 'business-impact',
    heading: 'Bueno para los negocios',
    description:
      'Dar una segunda oportunidad al contratar no es caridad. Nuestros empleadores aliados tienen equipos más fuertes y ahorros reales.',
    stats: [
      {
        value: figures.retentionRate,
        label: 'Se quedan en el empleo',
        comparison: figures.industryRetentionRate,
        description: `Comparado con el ${figures.industryRetentionRate} en promedio en la industria`,
      },
      {
        value: figures.attendanceRate,
        label: 'Asistencia',
        comparison: figures.industryAttendanceRate,
        description: `Comparado con el ${figures.industryAttendanceRate} de otras contrataciones`,
      },
      {
        value: figures.taxCreditPerHire,
        label: 'Créditos de impuestos por contratación',
        description:
          'Créditos de impuestos de hasta esta cantidad por cada contratación que califique',
      },
      {
        value: figures.savingsPerHire,
        label: 'Ahorro por contratación',
        description: 'Menos gastos de reclutamiento y de rotación de personal',
      },
      {
        value: figures.roiMultiple,
        label: 'Retorno de la inversión',
        description: 'Para los empleadores que son nuestros aliados',
      },
      {
        value: figures.wouldHireAgain,
        label: 'Volverían a contratar',
        description: 'De nuestros empleadores aliados',
      },
    ],
    cta: { label: 'Colabore con nosotros', href: '/hire-from-us' },
  },
  successStories: {
    id: 'success-stories',
    heading: 'Historias de éxito',
    description: 'Personas reales de nuestra comunidad que dieron el primer paso.',
    storyCount: 3,
    excerptLength: 150,
    readMoreLabel: 'Leer la historia completa',
    loadingLabel: 'Cargando las historias...',
    categoryLabels: {
      Employment: 'Empleo',
      Recovery: 'Recuperación',
      Housing: 'Vivienda',
      'Justice Reform': 'Reforma de la justicia',
      'Family Support': 'Apoyo a la familia',
    },
    viewAll: { label: 'Ver todas las historias', href: '/success-stories' },
  },
  callToAction: {
    id: 'call-to-action',
    heading: '¿Listo para dar el siguiente paso?',
    description:
      'Ya sea que necesite trabajo, quiera contratar o quiera ayudar, aquí hay un lugar para usted.',
    primaryCta: { label: 'Pedir ayuda', href: '/get-help' },
    secondaryCta: { label: 'Contrate a nuestros candidatos', href: '/hire-from-us' },
    mailingList: {
      heading: 'Reciba nuestras noticias',
      description:
        'Historias, ferias de empleo y noticias para voluntarios de todo el Cedar Valley.',
      emailLabel: 'Correo electrónico',
      emailPlaceholder: 'Escriba su correo electrónico',
      subscribeLabel: 'Suscribirse',
      disabledNote:
        'Nuestra lista de correo llegará pronto. Por ahora, síganos en las redes sociales para enterarse de las novedades.',
    },
  },
  programs: {
    id: 'programs',
    heading: 'Nuestros programas',
    description:
      'Seis programas que reciben a cada persona tal como llega, desde un primer currículum hasta un hogar estable.',
    cta: { label: 'Ver todos los programas', href: '/programs' },
  },
  getInvolved: {
    id: 'get-involved',
    heading: 'Participe',
    description:
      'Cada aporte de tiempo, de dinero o de oportunidades ayuda a un vecino a volver a trabajar.',
    options: [
      {
        title: 'Donar',
        description:
          'Pague las botas de trabajo, los pases de autobús y las cuotas de capacitación que separan a alguien de un empleo.',
        icon: 'Heart',
        cta: { label: 'Donar', href: '/get-involved#donate' },
      },
      {
        title: 'Ser voluntario',
        description: 'Asesore, sea mentor o enseñe una habilidad. Unas horas al mes hacen mucho.',
        icon: 'Users',
        cta: { label: 'Ser voluntario', href: '/get-involved#volunteer' },
      },
      {
        title: 'Colaborar con nosotros',
        description:
          'Negocios y organizaciones: trabajen con nosotros para abrir más puertas en todo el Cedar Valley.',
        icon: 'Handshake',
        cta: { label: 'Colaborar con nosotros', href: '/get-involved#partner' },
      },
    ],
  },
  clientPortal: {
    id: 'client-portal',
    heading: 'Portal de clientes',
    description: '¿Ya trabaja con nosotros? Entre a su cuenta para ver cómo va.',
    features: [
      'Vea empleos escogidos para usted',
      'Lleve la cuenta de sus citas',
      'Escríbale a la persona que lleva su caso',
      'Encuentre recursos útiles',
    ],
    cta: { label: 'Entrar al portal de clientes', href: '/auth' },
  },
  sectionMenu: {
    toggleLabel: 'MENÚ',
    coachLabel: 'ASESOR',
    navLabel: 'Ir a una sección',
    items: [
      { label: 'Inicio', targetId: 'home' },
      { label: 'Cómo trabajamos', targetId: 'framework' },
      { label: 'Para los negocios', targetId: 'business-impact' },
      { label: 'Historias', targetId: 'success-stories' },
      { label: 'Nuestro informe', targetId: 'white-paper' },
      { label: 'Programas', targetId: 'programs' },
      { label: 'Participe', targetId: 'get-involved' },
      { label: 'Arriba', targetId: 'top' },
    ],
  },
};
