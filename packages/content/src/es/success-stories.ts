import type { Translation } from '../i18n/translation.js';
import type { SuccessStoriesPage, SuccessStory } from '../success-stories.schema.js';

/** Spanish twin of `../success-stories.js`: the same five stories, same ids, dates and pictures. */

export const successStories: Translation<SuccessStory>[] = [
  {
    id: 1,
    title: 'De una celda a un certificado de montacargas',
    clientName: 'Marcus T.',
    content:
      'Marcus volvió a Waterloo con antecedentes, sin carro y con muchas dudas. Llenó nuestro formulario de inscripción la misma semana que salió. Su trabajador de casos le ayudó a sacar una identificación, un pase de autobús y un lugar en nuestra capacitación de almacén. Hoy maneja un montacargas en el primer turno y entrena a los nuevos.',
    extendedContent:
      'Las primeras semanas fueron las más difíciles. Marcus dice que casi se rindió cuando dos empleadores lo rechazaron por sus antecedentes. Su trabajador de casos le recordó que un "no" de un lugar no es un "no" de todos.\n\nEn la capacitación, Marcus descubrió que era bueno para algo. Obtuvo su certificado de montacargas y lo conectamos con un centro de distribución que contrata a través de nuestra red. Llegaba temprano todos los días.\n\nAhora Marcus está ahorrando para un carro y les enseña el oficio a los nuevos de su turno. "Alguien me dio una oportunidad", dice. "Lo menos que puedo hacer es pasarla."',
    imageUrl: '/images/stories/1.svg',
    category: 'Employment',
    isPublished: true,
    publishDate: '2025-01-15',
  },
  {
    id: 2,
    title: 'La recuperación, un turno a la vez',
    clientName: 'Jessica L.',
    content:
      'Jessica llevaba unos meses en recuperación cuando llegó a nuestra oficina. Quería trabajar, pero tenía miedo de que un empleo pusiera en riesgo su sobriedad. Con su trabajador de casos hizo un plan que respetaba sus reuniones y su consejería, y encontró trabajo en una cocina con una gerente que la apoyaba.',
    extendedContent:
      'Jessica fue honesta desde el principio. Le dijo a su trabajador de casos que necesitaba un horario que le dejara tiempo para sus reuniones y su consejería. Buscaron empleadores que lo respetaran.\n\nLa dueña de un restaurante en Cedar Falls aceptó conocerla. Jessica empezó preparando comida en el turno de día. Su gerente sabía de su recuperación y le preguntaba cómo estaba, no para vigilarla, sino para apoyarla.\n\nJessica sigue sobria y ahora está a cargo de la preparación. Dice que el trabajo les dio forma a sus días y le dio algo de qué sentirse orgullosa. "La recuperación sigue siendo lo más importante", dice. "Pero ahora tengo una vida que cuidar."',
    imageUrl: '/images/stories/2.svg',
    category: 'Recovery',
    isPublished: true,
    publishDate: '2025-02-03',
  },
  {
    id: 3,
    title: 'Una llave propia',
    clientName: 'David R.',
    content:
      'David dormía en su camioneta cuando alguien de un albergue le habló de nosotros. Es difícil mantener un empleo sin dirección y sin un lugar donde bañarse. Primero ayudamos a David a encontrar un cuarto con un arrendador que da segundas oportunidades, y después un trabajo de mantenimiento que pudo conservar. Ahora tiene un contrato de alquiler a su nombre.',
    extendedContent:
      'David tenía experiencia de trabajo, pero no un lugar fijo donde vivir. Cada solicitud de empleo pedía una dirección, y él no tenía una.\n\nNuestro equipo de vivienda lo conectó con un arrendador que les alquila a personas que empiezan de nuevo. Un fondo local ayudó con el depósito. Cuando David tuvo una puerta con llave, todo lo demás se hizo más fácil.\n\nAhora trabaja en mantenimiento en un complejo de apartamentos en Waterloo. Tomó nuestra clase de presupuesto y está ahorrando. "Antes pensaba en dónde iba a dormir", dice. "Ahora pienso en lo que quiero lograr."',
    imageUrl: '/images/stories/3.svg',
    category: 'Housing',
    isPublished: true,
    publishDate: '2025-02-20',
  },
  {
    id: 4,
    title: 'Segunda oportunidad, primer ascenso',
    clientName: 'Andre W.',
    content:
      'Andre había solicitado docenas de empleos después de salir y nadie le contestaba. En nuestra asesoría de currículum aprendió a hablar de su pasado con honestidad y a mostrar lo que había aprendido. Una fábrica de Cedar Falls lo contrató, y este año lo ascendieron a líder de equipo en su línea.',
    extendedContent:
      'Andre tenía habilidades. Lo que no tenía era cómo pasar la pregunta sobre antecedentes. Nuestros asesores le ayudaron a practicar una respuesta corta y honesta sobre sus antecedentes y sobre lo que había hecho desde entonces.\n\nConoció al gerente de contratación por medio de nuestra red de empleadores y consiguió el trabajo. Su trabajador de casos habló con él y con su supervisor durante los primeros meses, y le ayudó con transporte cuando se le descompuso el carro.\n\nAndre fue ascendido a líder de equipo en su línea. Ahora ayuda a entrevistar a nuevos candidatos. "Me acuerdo de cuando yo estaba del otro lado de esa mesa", dice. "Yo busco lo que la gente sabe hacer."',
    imageUrl: '/images/stories/4.svg',
    category: 'Employment',
    isPublished: true,
    publishDate: '2025-03-10',
  },
  {
    id: 5,
    title: 'De vuelta en casa con sus hijos',
    clientName: 'Tanya M.',
    content:
      'Después de salir, Tanya quería una sola cosa: volver a tener a sus dos hijos en casa. Para eso necesitaba un ingreso fijo y un lugar seguro donde vivir. Con la ayuda de su trabajador de casos terminó una capacitación en apoyo al cuidado de la salud, la contrataron en un centro de cuidado y, paso a paso, reunió a su familia.',
    extendedContent:
      'Tanya supo desde el primer día por qué estaba luchando. Sus hijos vivían con su mamá, y ella quería tenerlos otra vez bajo su techo.\n\nSe capacitó para un puesto de inicio en apoyo al cuidado de la salud y la contrataron en un centro de cuidado en Waterloo. Su trabajador de casos le ayudó a encontrar cuidado infantil, a mudarse a un apartamento de dos cuartos y a no faltar a ninguna cita con los servicios para familias.\n\nLos hijos de Tanya ya viven otra vez con ella. Todavía llama a su trabajador de casos de vez en cuando, casi siempre con buenas noticias. "Yo hice el trabajo", dice. "Pero no lo habría logrado sola."',
    imageUrl: '/images/stories/5.svg',
    category: 'Family Support',
    isPublished: true,
    publishDate: '2025-03-28',
  },
];

export const successStoriesPage: Translation<SuccessStoriesPage> = {
  title: 'Historias de éxito',
  intro:
    'Personas reales de Waterloo y Cedar Falls que dieron el primer paso. Acortamos sus nombres para proteger su privacidad.',
  filterGroupLabel: 'Filtrar historias por tema',
  allFilterLabel: 'Todas las historias',
  filterCategories: ['Employment', 'Housing', 'Recovery', 'Justice Reform'],
  categoryLabels: {
    Employment: 'Empleo',
    Recovery: 'Recuperación',
    Housing: 'Vivienda',
    'Justice Reform': 'Reforma de la justicia',
    'Family Support': 'Apoyo a la familia',
  },
  emptyState: 'Todavía no hay historias de este tema. Vuelva pronto, o vea todas las historias.',
  excerptLength: 200,
  readMoreLabel: 'Leer la historia completa',
  publishedLabel: 'Publicada',
  contactPrompt: {
    heading: '¿Listo para escribir su propia historia?',
    text: 'Cada historia de esta página empezó con una conversación. Comuníquese con nosotros y daremos juntos el siguiente paso.',
    cta: { label: 'Contáctenos', href: '/contact' },
  },
  detail: {
    backLabel: 'Volver a las historias de éxito',
    shareHeading: 'Comparta esta historia',
    shareLabel: 'Compartir',
    copyLinkLabel: 'Copiar el enlace',
    copiedToast: {
      title: 'Enlace copiado',
      description: 'El enlace a esta historia está copiado y listo para pegar.',
    },
    copyFailedToast: {
      title: 'No se pudo copiar el enlace',
      description: 'Copie la dirección desde la barra de su navegador.',
    },
    relatedHeading: 'Más historias como esta',
    relatedExcerptLength: 120,
    viewAllLabel: 'Ver todas las historias',
    ctaHeading: 'Su historia puede empezar hoy',
    ctaText: 'Nuestros servicios son gratis. Pida apoyo, o vea lo que ofrecen nuestros programas.',
    getSupport: { label: 'Pedir apoyo', href: '/get-help' },
    explorePrograms: { label: 'Ver nuestros programas', href: '/programs' },
  },
};
