import type { About } from '../about.schema.js';
import type { Translation } from '../i18n/translation.js';
import { figures } from './figures.js';

/** Spanish twin of `../about.js`. */

export const about: Translation<About> = {
  title: 'Sobre Cedar Valley Pathways',
  intro:
    'Somos una organización sin fines de lucro de Waterloo. Ayudamos a personas con barreras para trabajar a conseguir buenos empleos y a mantenerlos.',
  mission: {
    heading: 'Nuestra misión',
    text: 'Ayudar a personas con antecedentes penales, personas en recuperación, personas sin vivienda estable y personas que llevan mucho tiempo sin trabajo a encontrar empleos estables con empleadores de segunda oportunidad, y acompañarlas hasta que esos empleos se conviertan en carreras.',
  },
  vision: {
    heading: 'Nuestra visión',
    text: 'Un Cedar Valley donde toda persona lista para trabajar tenga una oportunidad justa de conseguir un empleo que le alcance para vivir, y donde los empleadores vean las segundas oportunidades como un buen negocio.',
  },
  valuesHeading: 'Nuestros valores',
  values: [
    {
      title: 'Dignidad',
      description:
        'Tratamos con respeto a toda persona que llega a nuestra puerta. Usted es más que su pasado, y nunca lo trataremos de otra forma.',
      icon: 'HeartHandshake',
    },
    {
      title: 'Trabajo en equipo',
      description:
        'Trabajamos de la mano con empleadores, trabajadores de casos, iglesias, grupos de recuperación y familias. Ninguna organización puede hacer esto sola.',
      icon: 'Users',
    },
    {
      title: 'Segundas oportunidades',
      description:
        'Las personas cambian. Creemos en los nuevos comienzos y damos el apoyo que ayuda a que duren.',
      icon: 'Sprout',
    },
  ],
  story: {
    heading: 'Nuestra historia',
    paragraphs: [
      'Cedar Valley Pathways empezó alrededor de la mesa de una cocina en Waterloo. Unos vecinos —un supervisor de fábrica jubilado, una consejera de adicciones y una mujer que había estado en prisión— veían lo mismo una y otra vez. La gente volvía a casa con ganas de trabajar, y nadie le daba una oportunidad.',
      'Así que empezaron a hacer llamadas. Les pidieron a dueños de negocios locales que conocieran a una persona, solo una. Esas primeras contrataciones salieron bien. La noticia corrió de taller en taller, y más empleadores pidieron unirse.',
      'Hoy servimos a Waterloo y Cedar Falls con capacitación, asesoría, ayuda con la vivienda y una red de empleadores de segunda oportunidad. Hemos crecido, pero la idea es la misma de aquella mesa de cocina: recibir a cada persona tal como llega, y no darnos por vencidos con nadie.',
    ],
  },
  leadershipHeading: 'Nuestro equipo directivo',
  leadership: [
    {
      name: 'Denise Whitfield',
      role: 'Directora ejecutiva',
      bio: 'Denise dirigió por años una planta de producción en el condado de Black Hawk antes de dirigir Cedar Valley Pathways. Sabe lo que necesitan los empleadores y lo que un trabajador nuevo necesita oír en su primer día.',
      initials: 'DW',
    },
    {
      name: 'Marcus Ellery',
      role: 'Director de servicios al cliente',
      bio: 'Marcus es consejero con licencia y ha trabajado en apoyo a la recuperación en todo el noreste de Iowa. Dirige a nuestros trabajadores de casos y se asegura de que cada cliente tenga un plan y alguien de su lado.',
      initials: 'ME',
    },
    {
      name: 'Rosa Delgado',
      role: 'Gerente de alianzas con empleadores',
      bio: 'Rosa salió de prisión, encontró trabajo con un empleador de segunda oportunidad y siguió adelante. Ahora ayuda a los negocios del Cedar Valley a formar equipos que les den a otros el mismo comienzo.',
      initials: 'RD',
    },
  ],
  impactHeading: 'Nuestro impacto',
  impact: [
    { value: figures.clientsServed, label: 'Clientes atendidos' },
    { value: figures.employerPartners, label: 'Empleadores aliados' },
    { value: figures.placementRate, label: 'Consiguen empleo' },
    { value: figures.retentionRate, label: 'Mantienen su empleo' },
  ],
  ctaHeading: 'Únase a nosotros',
  ctaText: '¿Busca trabajo, quiere contratar o quiere ayudar? Empiece aquí.',
  buttons: [
    { label: 'Pedir ayuda', href: '/get-help' },
    { label: 'Contrate a nuestros candidatos', href: '/hire-from-us' },
    { label: 'Participe', href: '/get-involved' },
  ],
};
