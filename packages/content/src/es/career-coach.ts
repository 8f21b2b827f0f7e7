import type { CareerCoach } from '../career-coach.schema.js';
import type { Translation } from '../i18n/translation.js';
import { figures } from './figures.js';

/**
 * Spanish twin of `../career-coach.js`. The keywords are the words a Spanish speaker types
 * (without accents: the matcher drops them), plus the English loanwords people use in Iowa.
 */

const programsReply = `Ofrecemos capacitación gratis con ${figures.supportMonths} de apoyo: programación (${figures.softwareProgramWeeks}), manufactura (${figures.manufacturingProgramWeeks}) y logística (${figures.logisticsProgramWeeks}). ¿Cuál va más con usted?`;

export const careerCoach: Translation<CareerCoach> = {
  title: 'Asesor de empleo',
  intro:
    'Pregunte sobre capacitación, empleos, apoyo o cómo empezar. Las respuestas llegan al momento, de día o de noche.',
  welcomeMessage:
    'Hola, soy el asesor de empleo de Pathways. Le puedo contar sobre nuestros programas de capacitación, las oportunidades de empleo y los servicios de apoyo. ¿Qué le gustaría saber?',
  placeholder: 'Escriba su mensaje...',
  sendLabel: 'Enviar',
  typingLabel: 'El asesor está escribiendo...',
  userLabel: 'Usted',
  messageLabel: 'Escribirle al asesor de empleo',
  logLabel: 'Conversación con el asesor de empleo',
  topics: [
    {
      id: 'programs',
      keywords: [
        'programa',
        'capacitacion',
        'capacitar',
        'entrenamiento',
        'curso',
        'clase',
        'aprender',
        'certificado',
        'certificacion',
      ],
      reply: programsReply,
    },
    {
      id: 'coding',
      keywords: [
        'software',
        'programacion',
        'programar',
        'programador',
        'codigo',
        'tecnologia',
        'computadora',
        'computacion',
        'pagina web',
        'web',
      ],
      reply: `Nuestro programa de programación dura ${figures.softwareProgramWeeks}. Aprende a crear sitios web y aplicaciones con un mentor, y no necesita experiencia para empezar. Los graduados ganan en promedio ${figures.chatAverageStartWage} al empezar.`,
    },
    {
      id: 'manufacturing',
      keywords: [
        'manufactura',
        'fabrica',
        'planta',
        'maquina',
        'maquinista',
        'soldadura',
        'soldar',
        'produccion',
        'ensamblaje',
      ],
      reply: `Nuestro programa de manufactura dura ${figures.manufacturingProgramWeeks}. Aprende a manejar máquinas, a revisar la calidad y la seguridad, y le conectamos con plantas locales que están contratando.`,
    },
    {
      id: 'logistics',
      keywords: [
        'logistica',
        'almacen',
        'bodega',
        'montacargas',
        'forklift',
        'envio',
        'entrega',
        'camion',
        'cdl',
        'chofer',
        'conductor',
        'distribucion',
      ],
      reply: `Nuestra capacitación en logística dura ${figures.logisticsProgramWeeks}. Incluye seguridad con montacargas, inventario y envíos, para empleos en almacenes y centros de distribución de todo el Cedar Valley.`,
    },
    {
      id: 'support',
      keywords: [
        'apoyo',
        'vivienda',
        'casa',
        'mentor',
        'trabajador de casos',
        'consejeria',
        'consejero',
        'transporte',
        'recuperacion',
        'cuidado de ninos',
        'guarderia',
      ],
      reply: `Usted recibe ${figures.supportMonths} de apoyo: un trabajador de casos, ayuda con la vivienda y el transporte, referidos para la recuperación y la salud mental, y seguimiento después de empezar a trabajar.`,
    },
    {
      id: 'requirements',
      keywords: [
        'requisito',
        'calificar',
        'califico',
        'elegible',
        'solicitar',
        'inscribir',
        'inscripcion',
        'registrar',
        'antecedentes',
        'record criminal',
        'delito',
        'felonia',
      ],
      reply:
        'No hay que pagar nada y no importa si tiene antecedentes. Servimos a personas con antecedentes, personas en recuperación, personas sin vivienda estable y personas que llevan mucho tiempo sin trabajo. Empiece con nuestro formulario de inscripción en la página Pedir ayuda.',
    },
    {
      id: 'success',
      keywords: [
        'exito',
        'historia',
        'resultado',
        'estadistica',
        'porcentaje',
        'tasa',
        'sueldo',
        'salario',
        'pago',
        'paga',
      ],
      reply: `A nuestros graduados les va bien: el ${figures.chatEmploymentRate} consigue empleo, la reincidencia baja un ${figures.chatRecidivismReduction}, ganan en promedio ${figures.chatAverageStartWage} al empezar y el ${figures.chatOneYearRetention} sigue en su empleo después de un año. Lea sus historias en nuestra página de Historias de éxito.`,
    },
    {
      id: 'help',
      keywords: [
        'ayuda',
        'ayudar',
        'empleo',
        'trabajo',
        'trabajar',
        'chamba',
        'empleador',
        'contratar',
        'contratan',
        'oportunidad',
        'carrera',
        'empezar',
        'comenzar',
      ],
      reply: `Le podemos ayudar a encontrar trabajo. Trabajamos con más de ${figures.chatEmployers.replace('+', '')} empleadores que contratan a personas con barreras. El primer paso es nuestro formulario de inscripción gratis en la página Pedir ayuda, o puede llamarnos.`,
    },
    {
      id: 'recordClearing',
      keywords: [
        'borrar mis antecedentes',
        'borrar antecedentes',
        'borrar mi record',
        'limpiar mis antecedentes',
        'eliminar mis antecedentes',
        'sellar mis antecedentes',
        'expungir',
        'expunge',
        'expungement',
      ],
      reply:
        'Algunos antecedentes en Iowa se pueden borrar (expunge): casos sobreseídos, fallos diferidos terminados y un delito menor antiguo. Nuestra herramienta se lo dice en unos minutos, y sus respuestas se quedan en su dispositivo: /es/record-clearing',
    },
    {
      id: 'default',
      keywords: [],
      reply:
        'Cedar Valley Pathways ayuda a personas con barreras para trabajar a conseguir buenos empleos y mantenerlos, con capacitación gratis, apoyo y empleadores de segunda oportunidad. Pregúnteme sobre programas, apoyo, requisitos o historias de éxito.',
    },
  ],
  quickQuestionsHeading: 'Preguntas rápidas',
  quickQuestions: [
    {
      label: 'Programas de capacitación',
      message: '¿Qué programas de capacitación ofrecen?',
    },
    { label: 'Programación', message: 'Cuénteme sobre el programa de programación.' },
    {
      label: 'Empleos en logística',
      message: '¿Para qué empleos de logística me puedo capacitar?',
    },
    { label: 'Servicios de apoyo', message: '¿Qué servicios de apoyo hay?' },
    { label: 'Requisitos', message: '¿Cuáles son los requisitos para entrar?' },
    { label: 'Historias de éxito', message: '¿Me puede contar algunas historias de éxito?' },
  ],
  quickReplies: [
    { label: 'Oportunidades de empleo', message: 'Oportunidades de empleo' },
    { label: 'Programas de capacitación', message: 'Programas de capacitación' },
    { label: 'Servicios de apoyo', message: 'Servicios de apoyo' },
  ],
  widget: {
    title: 'Asesor de empleo',
    openLabel: 'ASESOR',
    closeLabel: 'Cerrar el chat',
    resetLabel: 'Volver a la posición inicial',
    centerLabel: 'Centrar la ventana',
    resizeLabel: 'Arrastre para cambiar el tamaño',
    quickRepliesLabel: 'Preguntas sugeridas',
  },
  contactPrompt: {
    text: '¿Quiere hablar con una persona?',
    label: 'Contáctenos',
    href: '/contact',
  },
};
