import type { GetInvolved } from '../get-involved.schema.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../get-involved.js`. */

export const getInvolved: Translation<GetInvolved> = {
  title: 'Participe',
  intro:
    'Done, sea voluntario o colabore con nosotros. Cada tipo de ayuda le abre una puerta a alguien que está listo para trabajar.',
  defaultTab: 'donate',
  tabs: [
    { id: 'donate', label: 'Donar' },
    { id: 'volunteer', label: 'Ser voluntario' },
    { id: 'partner', label: 'Colaborar con nosotros' },
  ],
  donate: {
    heading: 'Haga una donación',
    description:
      'Su donación paga las cosas pequeñas que separan a una persona de su primer cheque de pago.',
    impactHeading: 'Lo que logra su ayuda',
    impact: [
      {
        amount: '$50',
        description: 'Paga un mes de pases de autobús para que alguien llegue a su trabajo.',
      },
      {
        amount: '$100',
        description: 'Paga botas con punta de acero y equipo para un empleo nuevo.',
      },
      { amount: '$250', description: 'Cubre el costo de un certificado o una capacitación.' },
      {
        amount: '$1,000',
        description: 'Paga un curso completo de capacitación, con asesoría y colocación laboral.',
      },
    ],
    taxNote:
      'Cedar Valley Pathways es una organización sin fines de lucro exenta de impuestos. Es posible que pueda deducir su donación de sus impuestos.',
    processingLabel: 'Procesando...',
    thankYouHeading: '¡Gracias por su generosidad!',
    thankYouText:
      'Anotamos su promesa de donación. No se cobró nada: alguien de nuestro equipo le escribirá por correo electrónico para acordar su donación. Gracias por ayudar a un vecino a volver a trabajar.',
  },
  volunteer: {
    heading: 'Sea voluntario con nosotros',
    description:
      'Comparta su tiempo y sus talentos. Le capacitamos y le buscamos una tarea que vaya con su horario.',
    roles: [
      {
        title: 'Asesor de empleo',
        commitment: '4 a 6 horas al mes',
        description:
          'Ayude a los clientes a buscar empleo, llenar solicitudes y prepararse para entrevistas.',
      },
      {
        title: 'Instructor',
        commitment: '4 a 8 horas al mes',
        description:
          'Enseñe algo práctico, como computación, seguridad con montacargas, cocina o servicio al cliente.',
      },
      {
        title: 'Mentor',
        commitment: '6 a 8 horas al mes',
        description:
          'Reúnase a solas con un cliente y sea una voz constante y de ánimo mientras empieza a trabajar.',
      },
      {
        title: 'Apoyo en eventos',
        commitment: 'cuando se necesite',
        description: 'Ayude en ferias de empleo, talleres y eventos para recaudar fondos.',
      },
      {
        title: 'Promotor en la comunidad',
        commitment: '4 a 6 horas al mes',
        description: 'Corra la voz en iglesias, grupos de la comunidad y negocios locales.',
      },
      {
        title: 'Apoyo en la oficina',
        commitment: 'horario flexible',
        description: 'Ayude en la oficina con el teléfono, los archivos y la captura de datos.',
      },
    ],
    cta: { label: 'Solicitar ser voluntario', href: '/contact?view=volunteer-application' },
  },
  partner: {
    heading: 'Colabore con nosotros',
    description:
      'Trabajamos con negocios y organizaciones sin fines de lucro de todo el Cedar Valley. Juntos llegamos a más personas.',
    business: {
      heading: 'Negocios aliados',
      types: [
        {
          title: 'Aliados que contratan',
          description:
            'Contrate a nuestros graduados y déles una oportunidad real a quienes buscan una segunda oportunidad.',
        },
        {
          title: 'Aliados de capacitación',
          description: 'Ofrezca capacitación o aprendizaje en el trabajo en su negocio.',
        },
        {
          title: 'Voluntarios de empresas',
          description:
            'Traiga a su equipo a dar asesoría, hacer entrevistas de práctica o enseñar una habilidad.',
        },
        {
          title: 'Empresas patrocinadoras',
          description: 'Patrocine una clase de capacitación, un evento o un programa.',
        },
      ],
    },
    nonprofit: {
      heading: 'Organizaciones aliadas',
      types: [
        {
          title: 'Aliados de vivienda',
          description:
            'Albergues y programas de vivienda que ayudan a los clientes a encontrar un hogar estable.',
        },
        {
          title: 'Aliados para la recuperación',
          description:
            'Grupos de tratamiento y de apoyo entre compañeros que acompañan a los clientes en recuperación.',
        },
        {
          title: 'Aliados de servicios legales',
          description: 'Grupos de ayuda legal que ayudan con antecedentes, multas y licencias.',
        },
        {
          title: 'Aliados que nos envían clientes',
          description: 'Agencias que nos envían clientes, y a las que nosotros enviamos clientes.',
        },
      ],
    },
    cta: {
      label: 'Hable con nosotros sobre una alianza',
      href: '/contact?view=employer-partnership',
    },
  },
  impactStoriesHeading: 'La diferencia que usted hace',
  impactStories: [
    {
      title: 'Transporte al trabajo',
      text: 'Los pases de autobús de un donante llevaron a James a su primera semana en un almacén. No ha faltado a un solo turno desde entonces.',
      attribution: 'Gracias a los donantes',
    },
    {
      title: 'Una mentora que se quedó',
      text: 'Una mentora voluntaria se reunió con Tasha cada semana durante sus primeros meses de trabajo. Ahora Tasha es mentora de otras personas.',
      attribution: 'Gracias a los voluntarios',
    },
    {
      title: 'Una puerta abierta',
      text: 'Un empleador de Cedar Falls contrató a uno de nuestros graduados para probar. Ahora ese taller contrata con nosotros cada temporada.',
      attribution: 'Gracias a los aliados',
    },
  ],
};
