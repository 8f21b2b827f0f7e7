import type { GetHelp } from '../get-help.schema.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../get-help.js`. */

export const getHelp: Translation<GetHelp> = {
  hero: {
    badge: 'Servicios gratis',
    title: 'Estamos aquí para ayudarle',
    description:
      '¿Busca trabajo después de la prisión, de la recuperación o de una época difícil? No tiene que resolverlo solo. Nuestros servicios son gratis, y le recibimos tal como llega.',
    cta: { label: 'Empezar su inscripción', href: '/get-help#intake-form' },
  },
  eligibility: {
    heading: 'A quién servimos',
    description: 'Si alguna de estas situaciones es la suya, le podemos ayudar.',
    columns: [
      {
        title: 'Personas con casos en la justicia',
        icon: 'Scale',
        items: [
          'Personas con antecedentes penales',
          'Personas en libertad condicional o a prueba',
          'Personas que salieron hace poco de la cárcel o la prisión',
        ],
      },
      {
        title: 'Recuperación y salud mental',
        icon: 'HeartPulse',
        items: [
          'Personas en recuperación del uso de sustancias',
          'Personas con problemas de salud mental',
          'Personas con diagnósticos duales',
        ],
      },
      {
        title: 'Otras barreras',
        icon: 'House',
        items: [
          'Personas sin hogar o sin vivienda estable',
          'Personas que llevan mucho tiempo sin trabajo',
          'Personas con pocos estudios o poca experiencia de trabajo',
        ],
      },
    ],
    note: '¿No sabe si califica? Comuníquese con nosotros de todos modos. Le ayudaremos a encontrar el apoyo correcto.',
  },
  whatToExpect: {
    heading: 'Qué puede esperar',
    steps: [
      {
        number: 1,
        title: 'Llene el formulario de inscripción',
        description:
          'Cuéntenos un poco sobre usted y sus metas. Toma solo unos minutos, y puede llamarnos si prefiere hablar.',
      },
      {
        number: 2,
        title: 'Tenga una primera reunión',
        description:
          'Reúnase con nosotros en persona o por video. Hablamos de sus habilidades, de lo que necesita y de lo que le está frenando.',
      },
      {
        number: 3,
        title: 'Conozca a su trabajador de casos',
        description:
          'Le asignamos un trabajador de casos, que será su contacto principal de aquí en adelante.',
      },
      {
        number: 4,
        title: 'Haga su plan de acción',
        description:
          'Juntos hacen un plan a su medida: capacitación, vivienda, apoyo para la recuperación, lo que necesite para estar listo.',
      },
      {
        number: 5,
        title: 'Reciba servicios y luego un empleo',
        description:
          'Le damos los servicios de su plan y le ayudamos a conseguir empleo con un empleador de segunda oportunidad, y le seguimos apoyando después de que empiece.',
      },
    ],
  },
  faq: {
    heading: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Cuánto cuestan sus servicios?',
        answer:
          'Nada. Todos nuestros servicios son gratis para quienes buscan empleo. Nos financiamos con subvenciones, donaciones y alianzas con empleadores.',
      },
      {
        question: '¿Cuánto dura el programa?',
        answer:
          'Depende de sus metas. Algunas personas empiezan a trabajar en unas semanas; otras se capacitan primero. De cualquier forma, recibe nuestro apoyo por 24 meses después de que lo contraten.',
      },
      {
        question: '¿Qué documentos debo traer?',
        answer:
          'Traiga una identificación con foto o su licencia de manejar, un comprobante de domicilio y los documentos de permiso de trabajo que tenga. ¿Le falta algo? Venga de todos modos: le ayudamos a sacar copias nuevas.',
      },
      {
        question: '¿Me garantizan un empleo?',
        answer:
          'No podemos prometerle un empleo, pero vamos a trabajar duro a su lado. Le preparamos, le presentamos a empleadores que están contratando y seguimos con usted hasta que consiga uno.',
      },
      {
        question: '¿Y si tengo necesidades especiales?',
        answer:
          'Díganoslo. Ya sea cuidado de niños, transporte, una discapacidad, la recuperación o los horarios de su libertad condicional, hacemos su plan pensando en eso.',
      },
    ],
  },
  intake: {
    id: 'intake-form',
    title: 'Dé el primer paso',
    description:
      'Déjenos sus datos de contacto y nos comunicaremos con usted para hablar de los siguientes pasos.',
    formTitle: 'Pedir información',
    formText:
      'Nuestro formulario de inscripción le pide sus datos de contacto, su experiencia de trabajo y sus metas. Al enviarlo, recibe un número de referencia, y nos comunicamos con usted para hablar de los siguientes pasos.',
    fieldsIntro: 'Empieza con:',
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
    },
    formLink: {
      label: 'Abrir el formulario de inscripción',
      href: '/contact?view=client-intake',
    },
    learnMore: { label: 'Conozca más sobre nuestro concepto', href: '/get-involved' },
  },
};
