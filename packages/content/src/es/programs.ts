import type { Translation } from '../i18n/translation.js';
import type { ProgramsPage } from '../programs.schema.js';
import { figures } from './figures.js';

/** Spanish twin of `../programs.js`. */

export const programs: Translation<ProgramsPage> = {
  title: 'Nuestros programas',
  intro:
    'Programas gratis que le ayudan a prepararse para trabajar, encontrar empleo y mantenerlo. Escoja uno, o deje que su trabajador de casos le ayude a decidir.',
  featuresHeading: 'Lo que ofrecemos',
  onThisPageLabel: 'Programas en esta página',
  programs: [
    {
      id: 'career-placement',
      title: 'Colocación laboral',
      icon: 'Briefcase',
      description:
        'Le conectamos con empleadores del Cedar Valley que contratan a personas con antecedentes y otras barreras. No tendrá que darle explicaciones a un desconocido: nosotros hacemos la presentación.',
      features: [
        'Búsqueda de empleo con empleadores de segunda oportunidad',
        'Presentaciones con las personas que contratan',
        'Ayuda con solicitudes y papeles',
        'Apoyo en su primer día y sus primeras semanas',
        'Ayuda para dar el siguiente paso cuando quiera crecer',
      ],
      color: 'blue',
    },
    {
      id: 'resume-coaching',
      title: 'Ayuda con su currículum y entrevistas',
      icon: 'FileText',
      description:
        'Le ayudamos a escribir un currículum que muestre lo que usted sabe hacer, y a practicar cómo hablar de sus pausas laborales o sus antecedentes con honestidad y confianza.',
      features: [
        'Ayuda personal para escribir su currículum',
        'Entrevistas de práctica con comentarios',
        'Cómo hablar de sus antecedentes',
        'Cartas de presentación y notas de agradecimiento',
        'Ropa para entrevistas de nuestro ropero',
      ],
      color: 'green',
    },
    {
      id: 'case-worker-mentorship',
      title: 'Acompañamiento de un trabajador de casos',
      icon: 'Users',
      description:
        'Usted tiene su propio trabajador de casos: una persona fija que le ayuda a hacer un plan, resolver problemas y seguir adelante, antes y después de conseguir empleo.',
      features: [
        'Un plan de acción personal',
        'Reuniones frecuentes en persona o por teléfono',
        'Ayuda con los requisitos de libertad condicional',
        'Referidos a servicios locales de confianza',
        'Alguien a quien llamar cuando las cosas se ponen difíciles',
      ],
      color: 'purple',
    },
    {
      id: 'education-support',
      title: 'Apoyo para estudiar',
      icon: 'GraduationCap',
      description:
        'Termine su equivalencia de secundaria, obtenga un certificado o aprenda un oficio. Le ayudamos a encontrar la clase correcta y a quitar los obstáculos para llegar.',
      features: [
        'Preparación para la equivalencia de secundaria (HiSET)',
        'Referidos a cursos de certificado y de oficios',
        'Ayuda para pedir becas y ayuda financiera',
        'Computación y lectura básicas',
        'Clases de refuerzo con asesores voluntarios',
      ],
      color: 'orange',
    },
    {
      id: 'housing-stability',
      title: 'Vivienda estable',
      icon: 'House',
      description:
        'Es difícil mantener un empleo sin un lugar seguro donde dormir. Trabajamos con albergues y arrendadores locales para ayudarle a encontrar vivienda y mantenerla.',
      features: [
        'Referidos a albergues de emergencia',
        'Ayuda para encontrar arrendadores que dan segundas oportunidades',
        'Apoyo con solicitudes de alquiler',
        'Contactos para ayuda con el depósito y la renta',
        'Ayuda con su presupuesto para conservar su hogar',
      ],
      color: 'teal',
    },
    {
      id: 'recovery-mental-health',
      title: 'Recuperación y salud mental',
      icon: 'HeartPulse',
      description:
        'La recuperación y el trabajo van de la mano. Le conectamos con consejería y apoyo para la recuperación, y planeamos su búsqueda de empleo según su salud.',
      features: [
        'Referidos a consejería y tratamiento',
        'Apoyo de compañeros en recuperación',
        'Planes de empleo que se ajustan a su recuperación',
        'Apoyo para diagnósticos duales',
        'Ayuda para hablar con los empleadores sobre lo que necesita',
      ],
      color: 'rose',
    },
  ],
  additionalServicesHeading: 'Otros servicios',
  additionalServices: [
    {
      title: 'Ayuda con el transporte',
      icon: 'Bus',
      description:
        'Pases de autobús y ayuda con viajes para llegar a la capacitación, a entrevistas y al trabajo.',
    },
    {
      title: 'Referidos a ayuda legal',
      icon: 'Scale',
      description:
        'Contactos con ayuda legal gratis para preguntas sobre antecedentes, multas, licencias y cómo borrar sus antecedentes.',
    },
    {
      title: 'Uso del centro de computadoras',
      icon: 'Monitor',
      description:
        'Use nuestras computadoras e impresora para buscar empleo, escribir su currículum y presentar solicitudes en línea.',
    },
    {
      title: 'Manejo del dinero',
      icon: 'PiggyBank',
      description:
        'Clases sencillas sobre presupuesto, cuentas de banco, crédito y cómo hacer que el cheque le alcance.',
    },
  ],
  trainingHeading: 'Programas de capacitación',
  trainingIntro:
    'Capacitación práctica para empleos que están contratando ahora en el Cedar Valley.',
  trainingPrograms: [
    {
      title: 'Curso intensivo de programación',
      description: 'Aprenda a crear sitios web y aplicaciones desde cero, con un mentor a su lado.',
      tags: ['Partner', 'Tech', 'High Demand'],
      duration: figures.softwareProgramWeeks,
    },
    {
      title: 'Almacén y logística',
      description:
        'Seguridad con montacargas, inventario y envíos para empleos en centros de distribución de la región.',
      tags: ['In-house', 'Logistics', 'Entry Level'],
      duration: figures.logisticsProgramWeeks,
    },
    {
      title: 'Manufactura avanzada',
      description:
        'Manejo de máquinas, control de calidad y seguridad en el taller para plantas locales que están contratando.',
      tags: ['Partner', 'Trades', 'High Demand'],
      duration: figures.manufacturingProgramWeeks,
    },
    {
      title: 'Oficios de construcción',
      description:
        'Herramientas, seguridad y carpintería básica para empezar el camino hacia un oficio.',
      tags: ['Partner', 'Trades'],
      duration: figures.constructionProgramWeeks,
    },
    {
      title: 'Lo básico para empezar a trabajar',
      description:
        'Lo básico del trabajo, cómo comunicarse y cómo resolver problemas, para estar listo para cualquier primer empleo.',
      tags: ['In-house', 'Entry Level'],
      duration: figures.jobReadinessProgramWeeks,
    },
    {
      title: 'Apoyo en el cuidado de la salud',
      description:
        'Capacitación para puestos de inicio en cuidado de pacientes, cocina y limpieza de centros de salud.',
      tags: ['Partner', 'Healthcare', 'High Demand'],
      duration: figures.healthcareProgramWeeks,
    },
  ],
  trainingTagLabels: {
    'In-house': 'Con nosotros',
    Partner: 'Con un aliado',
    'High Demand': 'Mucha demanda',
    Tech: 'Tecnología',
    Logistics: 'Logística',
    Trades: 'Oficios',
    'Entry Level': 'Sin experiencia',
    Healthcare: 'Salud',
  },
  cta: {
    heading: '¿Listo para empezar?',
    text: 'Comunicarse con nosotros toma solo unos minutos. A partir de ahí, seguimos juntos.',
    primary: { label: 'Llenar el formulario de inscripción', href: '/contact?view=client-intake' },
    secondary: { label: 'Contáctenos', href: '/contact' },
  },
};
