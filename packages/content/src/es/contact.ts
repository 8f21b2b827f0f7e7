import type { Contact } from '../contact.schema.js';
import type { FormMessages } from '../contact.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../contact.js`: the Contact page and the success and failure texts of every form. */

export const contact: Translation<Contact> = {
  id: 'contact',
  heading: 'Contáctenos',
  intro:
    '¿Tiene preguntas? ¿Está listo para empezar? Llámenos, escríbanos un correo o mándenos un mensaje. Una persona de verdad le va a responder.',
  backLabel: 'Volver a Contacto',
  quickLinksHeading: 'Enlaces rápidos',
  quickLinks: [
    {
      view: 'client-intake',
      label: 'Formulario de inscripción',
      description: '¿Busca trabajo? Empiece aquí.',
    },
    {
      view: 'employer-partnership',
      label: 'Alianza con empleadores',
      description: 'Contrate a candidatos capacitados de nuestra red.',
    },
    {
      view: 'volunteer-application',
      label: 'Solicitud para voluntarios',
      description: 'Comparta su tiempo y sus talentos.',
    },
    {
      view: 'faq',
      label: 'Preguntas frecuentes',
      description: 'Respuestas rápidas a preguntas comunes.',
    },
  ],
  contactInfoHeading: 'Datos de contacto',
  contactDetailsLabel: 'Datos para comunicarse con nosotros',
  hoursHeading: 'Horario de oficina',
  howWeCanHelp: {
    heading: 'Cómo le podemos ayudar',
    items: [
      'Colocación laboral y orientación sobre su carrera',
      'Capacitación',
      'Vivienda y servicios de apoyo',
      'Alianzas y contratación con empleadores',
      'Oportunidades para voluntarios',
    ],
  },
  socialHeading: 'Síganos',
  form: {
    heading: 'Mándenos un mensaje',
    submitLabel: 'Enviar mensaje',
    pendingLabel: 'Enviando el mensaje...',
    labels: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    optionalLabel: '(opcional)',
    phoneHint: 'Para llamarle, si eso le resulta más fácil.',
    consentLabel: 'Acepto que Cedar Valley Pathways guarde mis datos para responder a mi mensaje.',
    errorSummaryTitle: 'Hay un problema',
    referenceLabel: 'Su número de referencia:',
    referenceHint: 'Téngalo a mano si nos llama o nos escribe.',
  },
  faq: {
    heading: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Quién puede recibir sus servicios?',
        answer:
          'Cualquier persona con barreras para trabajar: personas con antecedentes penales, en libertad condicional o a prueba, que salieron hace poco, en recuperación, con problemas de salud mental, sin hogar o sin vivienda estable, que llevan mucho tiempo sin trabajo, o con pocos estudios o poca experiencia de trabajo.',
      },
      {
        question: '¿Qué servicios ofrecen?',
        answer:
          'Colocación laboral, ayuda con su currículum y sus entrevistas, un trabajador de casos personal, apoyo para estudiar, ayuda con la vivienda, referidos para la recuperación y la salud mental, y además transporte, referidos a ayuda legal, un centro de computadoras y clases para manejar el dinero.',
      },
      {
        question: '¿Qué ganan los empleadores al trabajar con ustedes?',
        answer:
          'Los empleadores reciben candidatos capacitados y evaluados de antemano, ayuda con los créditos de impuestos por contratar y apoyo continuo con cada contratación. Nuestros aliados ven que la gente se queda en el trabajo y llega a tiempo.',
      },
      {
        question: '¿Cuánto cuestan sus servicios?',
        answer:
          'Nada. Nuestros servicios son gratis para quienes buscan empleo y para los empleadores. Nos financiamos con subvenciones, donaciones y alianzas con empleadores.',
      },
      {
        question: '¿Cuánto se tarda en encontrar trabajo?',
        answer:
          'La mayoría de las personas consigue empleo en 30 a 90 días, según sus metas, su capacitación y los empleos que haya en ese momento.',
      },
      {
        question: '¿En qué tipos de empleo colocan a la gente?',
        answer:
          'Manufactura, almacén y logística, construcción, servicio de comida, apoyo en el cuidado de la salud, ventas, oficina y tecnología, con empleadores de segunda oportunidad.',
      },
      {
        question: '¿Ofrecen capacitación para el trabajo?',
        answer:
          'Sí. Ofrecemos capacitación propia y con aliados, desde lo básico para empezar a trabajar hasta certificados en logística, manufactura, oficios, salud y tecnología.',
      },
      {
        question: '¿Cómo puedo ser voluntario?',
        answer:
          'Llene la Solicitud para voluntarios en esta página. Puede ayudar como asesor de empleo, instructor, mentor, apoyo en eventos, promoción o ayuda en la oficina.',
      },
      {
        question: '¿Qué hace diferente su forma de trabajar?',
        answer:
          'No le dejamos solo. Usted tiene un trabajador de casos, un plan pensado para toda su vida —vivienda, recuperación, familia— y apoyo que sigue después de que lo contratan.',
      },
      {
        question: '¿Cómo puede mi negocio ser aliado?',
        answer:
          'Llene el formulario de Alianza con empleadores en esta página o visite nuestra página para contratar. Nuestro equipo de relaciones con empleadores se comunicará con usted para conocer lo que necesita.',
      },
      {
        question: '¿Me siguen apoyando después de conseguir empleo?',
        answer:
          'Sí. Le damos apoyo de cerca durante los primeros 90 días y después también: hablamos con usted y con su empleador, le ayudamos a resolver problemas y le acompañamos mientras crece.',
      },
      {
        question: '¿Qué zonas atienden?',
        answer: 'Atendemos Waterloo y Cedar Falls, Iowa, y los alrededores del Cedar Valley.',
      },
    ],
    closingPrompt:
      '¿Todavía tiene preguntas? Llámenos o escríbanos un correo. Con gusto le ayudamos.',
  },
  successLinkLabel: 'Volver a Contacto',
};

export const formMessages: Translation<FormMessages> = {
  login: {
    successTitle: 'Entró a su cuenta',
    successDescription: '¡Qué bueno verle de nuevo, {name}!',
    failureTitle: 'No pudo entrar a su cuenta',
  },
  registration: {
    successTitle: 'Cuenta creada',
    successDescription: '¡Le damos la bienvenida a Pathways, {fullName}!',
    failureTitle: 'No se pudo crear la cuenta',
  },
  logout: { failureTitle: 'No se pudo cerrar la sesión' },
  contact: {
    successHeading: '¡Mensaje enviado!',
    successText: 'Gracias por escribirnos. Le responderemos en 1 a 2 días hábiles.',
    failureTitle: 'No se pudo enviar el mensaje',
  },
  clientIntake: {
    toast: {
      title: 'Solicitud enviada',
      description: 'Le llamaremos en 2 a 3 días hábiles para hacer una cita de inscripción.',
    },
    successHeading: '¡Solicitud enviada!',
    successText: 'Le llamaremos en 2 a 3 días hábiles para hacer una cita de inscripción.',
    failureTitle: 'No se pudo enviar la solicitud',
    submittingLabel: 'Enviando la solicitud...',
  },
  employerPartnership: {
    toast: {
      title: 'Solicitud de alianza enviada',
      description:
        'Nuestro equipo de relaciones con empleadores se comunicará con usted en 1 a 2 días hábiles.',
    },
    successHeading: '¡Solicitud de alianza enviada!',
    successText:
      'Nuestro equipo de relaciones con empleadores se comunicará con usted en 1 a 2 días hábiles.',
    failureTitle: 'No se pudo enviar la solicitud',
    submittingLabel: 'Enviando la solicitud...',
  },
  volunteer: {
    toast: {
      title: 'Solicitud de voluntario enviada',
      description:
        'Nuestra coordinadora de voluntarios se comunicará con usted en 3 a 5 días hábiles.',
    },
    successHeading: '¡Solicitud enviada!',
    successText:
      'Nuestra coordinadora de voluntarios se comunicará con usted en 3 a 5 días hábiles.',
    failureTitle: 'No se pudo enviar la solicitud',
    submittingLabel: 'Enviando la solicitud...',
  },
  employerOnboarding: {
    failureTitle: 'Su formulario no se envió',
    toast: {
      title: 'Formulario enviado',
      description: 'Vamos a revisar sus datos y nos comunicaremos con usted pronto.',
    },
  },
  donation: {
    failureTitle: 'Su promesa de donación no se envió',
    toast: {
      title: '¡Gracias por su donación!',
      description: 'Su donación {donationType} nos ayuda a seguir con nuestra misión.',
    },
  },
};
