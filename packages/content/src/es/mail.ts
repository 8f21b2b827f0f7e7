import type { Translation } from '../i18n/translation.js';
import type { MailText } from '../mail.schema.js';
import { formMessages } from './contact.js';

/**
 * Spanish twin of `../mail.js`: the e-mails a person gets after using a Spanish page (a form's
 * receipt, a password reset), so the answer to a Spanish form is Spanish too. Where a form's
 * screen already makes a promise, the receipt repeats that very sentence, as in English. Staff
 * alerts and the outbox's labels are read by staff, in English; they are translated here only so
 * the Spanish text is whole.
 */
export const mailText: Translation<MailText> = {
  language: 'es',
  greeting: 'Hola, {name}:',
  referenceLine:
    'Su número de referencia es {reference}. Menciónelo si se comunica con nosotros sobre esto.',
  footer: {
    sentBy: 'Este mensaje se lo mandó {organization}, {address}.',
    reachAPerson: 'Para hablar con una persona, llame al {phone} ({hours}) o escriba a {email}.',
    replies:
      'También puede responder a este correo: una persona de nuestro equipo lee cada respuesta.',
  },
  receipts: {
    contact: {
      subject: 'Recibimos su mensaje ({reference})',
      heading: 'Recibimos su mensaje',
      intro: 'Gracias por escribirnos sobre "{subject}".',
      next: formMessages.contact.successText,
    },
    clientIntake: {
      subject: 'Recibimos su solicitud ({reference})',
      heading: 'Recibimos su solicitud',
      intro: 'Gracias por pedir nuestros servicios en Cedar Valley Pathways.',
      next: formMessages.clientIntake.successText,
    },
    employerPartnership: {
      subject: 'Recibimos su solicitud de alianza ({reference})',
      heading: 'Recibimos su solicitud de alianza',
      intro: 'Gracias por su interés en contratar con Cedar Valley Pathways.',
      next: formMessages.employerPartnership.successText,
    },
    volunteerApplication: {
      subject: 'Recibimos su solicitud de voluntario ({reference})',
      heading: 'Recibimos su solicitud de voluntario',
      intro: 'Gracias por ofrecer su tiempo a Cedar Valley Pathways.',
      next: formMessages.volunteer.successText,
    },
    employerOnboarding: {
      subject: 'Recibimos los datos de su empresa ({reference})',
      heading: 'Recibimos los datos de su empresa',
      intro: 'Gracias por contarnos sobre su empresa y sobre el personal que necesita.',
      next: 'Vamos a revisar sus datos y nos comunicaremos con usted en 2 a 3 días hábiles.',
    },
    donation: {
      subject: 'Gracias por su promesa de donación ({reference})',
      heading: 'Gracias por su promesa de donación',
      intro: 'Anotamos su promesa de donar {amount} ({frequency}).',
      next: 'No hemos cobrado nada. Una persona de nuestro equipo se comunicará con usted para hacer los arreglos de su donación.',
    },
    recordClearing: {
      subject: 'Recibimos su pedido ({reference})',
      heading: 'Recibimos su pedido',
      intro:
        'Gracias por pedirle ayuda a un trabajador de casos de Cedar Valley Pathways. Lo que nos envió se guarda bajo llave en nuestro portal, no en este correo.',
      next: 'Un trabajador de casos se comunicará con usted.',
    },
  },
  pledgeFrequency: { 'one-time': 'una sola vez', monthly: 'cada mes' },
  submissionKinds: {
    contact: 'mensaje de contacto',
    clientIntake: 'solicitud de inscripción',
    employerPartnership: 'solicitud de alianza de un empleador',
    volunteerApplication: 'solicitud de voluntario',
    employerOnboarding: 'registro de un empleador',
    donation: 'promesa de donación',
    recordClearing: 'consulta sobre borrar antecedentes',
  },
  staffAlert: {
    subject: 'Nuevo envío: {kind} {reference}',
    body: 'Llegó un nuevo envío ({kind}). Su número de referencia es {reference}.',
    privacy: 'Las respuestas están en el portal, no en este correo, para protegerlas.',
    action: 'Abrir el portal',
  },
  invitation: {
    subject: 'Su cuenta de Pathways está lista',
    body: '{invitedBy}, de Cedar Valley Pathways, le creó una cuenta de Pathways. En el portal puede ver su plan y sus citas, y mandarle mensajes a la persona que lleva su caso.',
    action: 'Escoger su contraseña',
    username:
      'Su nombre de usuario es {username}. También puede entrar con esta dirección de correo electrónico.',
    validity: 'Este enlace funciona una sola vez y vence en {days} días.',
    notExpected: 'Si no esperaba este correo, puede ignorarlo.',
  },
  applicationStatus: {
    subject: 'Novedades sobre su solicitud para {jobTitle}',
    body: 'Su solicitud para {jobTitle} en {companyName} tiene un estado nuevo: {status}.',
    action: 'Ver sus solicitudes',
  },
  interviewTimesProposed: {
    subject: 'Un empleador propuso horarios de entrevista',
    body: 'Un empleador propuso horarios de entrevista para una de sus solicitudes. Entre al portal de Pathways para verlos, confirmar uno o pedir otro horario.',
    action: 'Ver los horarios propuestos',
  },
  postingApproved: {
    subject: 'Su oferta de empleo "{jobTitle}" ya está publicada',
    body: 'Aprobamos su oferta "{jobTitle}" y las personas que buscan trabajo ya la pueden encontrar en Pathways.',
    action: 'Ver sus ofertas',
  },
  caseWorkerMessage: {
    subject: 'Tiene un mensaje nuevo de {caseWorkerName}',
    body: '{caseWorkerName}, quien lleva su caso, le mandó un mensaje en el portal de Pathways.',
    privacy: 'Para proteger su información, el mensaje está solamente en el portal.',
    action: 'Leer sus mensajes',
  },
  consentRecorded: {
    subject: 'Se registró un consentimiento suyo',
    body: '{caseWorkerName}, quien lleva su caso, registró un consentimiento que usted dio. Puede leerlo, con su texto exacto, en el portal de Pathways.',
    revoke: 'Si usted no lo dio, o cambió de opinión, puede revocarlo allí en cualquier momento.',
    action: 'Ver sus consentimientos',
  },
  passwordReset: {
    subject: 'Cambie su contraseña de Pathways',
    body: 'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de Pathways "{username}".',
    action: 'Escoger una contraseña nueva',
    validity: 'Este enlace funciona una sola vez y vence en {minutes} minutos.',
    notRequested: 'Si usted no lo pidió, puede ignorar este correo: su contraseña sigue igual.',
  },
  assessmentNotice: {
    subject: 'Un empleador quiere saber de usted sobre {jobTitle}',
    body: '{companyName} está pensando no seguir adelante con su oferta condicional para {jobTitle} por sus antecedentes, y escribió por qué. Antes de que sea definitivo, puede responder en el portal de Pathways hasta el final del {answerBy}: cuénteles lo que deben saber, como lo que ha cambiado desde entonces, estudios, trabajo o referencias.',
    privacy: 'Para proteger su información, las razones están solo en el portal.',
    action: 'Leer las razones y responder',
  },
  assessmentCaseWorker: {
    subject: 'Un empleador hizo una evaluación individual de {clientName}',
    body: '{companyName} registró una evaluación individual antes de una posible decisión de no contratar a {clientName} para {jobTitle}. Puede responder en el portal hasta el final del {answerBy}; quizá quiera ayudarle.',
    privacy: 'Para proteger su información, las razones están solo en el portal.',
    action: 'Abrir el expediente',
  },
  taskReminder: {
    subject: '{task} vence en {days} días',
    body: '{task} de la contratación de {clientName} vence el {dueOn}. Márquelo como hecho en el portal de Pathways cuando lo haya presentado.',
    action: 'Ver los plazos',
  },
  passwordChanged: {
    subject: 'Se cambió su contraseña de Pathways',
    body: 'Se cambió la contraseña de su cuenta de Pathways "{username}", y se cerró la sesión en todos los aparatos donde estaba abierta.',
    notYou: 'Si no fue usted, llámenos enseguida al {phone}.',
  },
  applicationStatusNames: {
    Pending: 'Pendiente',
    Reviewed: 'Revisada',
    Interview: 'Entrevista',
    'Conditional offer': 'Oferta condicional',
    Offer: 'Oferta',
    Hired: 'Contratado',
    'Not selected': 'No seleccionado',
    Withdrawn: 'Retirada',
  },
  appointmentPlaces: {
    inPerson: 'En nuestra oficina, {address}',
    virtual: 'En línea: la persona que lleva su caso le mandará el enlace',
  },
  appointmentReminder: {
    subject: 'Recordatorio: su cita el {when}',
    body: 'Le recordamos su cita con {caseWorkerName} el {when}.',
    place: 'Dónde: {place}',
    action: 'Ver sus citas',
    optOut: 'Puede desactivar estos recordatorios en Mi perfil, en el portal de Pathways.',
  },
  appointmentChanged: {
    rescheduledSubject: 'Su cita cambió al {when}',
    rescheduledBody: 'Su cita con {caseWorkerName} ahora es el {when}.',
    cancelledSubject: 'Su cita del {when} se canceló',
    cancelledBody:
      'Su cita con {caseWorkerName} del {when} se canceló. La persona que lleva su caso se comunicará con usted para buscar otro horario.',
    place: 'Dónde: {place}',
    action: 'Ver sus citas',
  },
  caseloadReceived: {
    subject: 'Tiene {count} clientes nuevos en Pathways',
    body: '{movedBy} pasó {count} clientes a su lista. Sus expedientes, planes y mensajes ahora están a su cargo en el portal de Pathways.',
    subjectOne: 'Tiene un cliente nuevo en Pathways',
    bodyOne:
      '{movedBy} pasó un cliente a su lista. Su expediente, su plan y sus mensajes ahora están a su cargo en el portal de Pathways.',
    action: 'Ver sus clientes',
  },
  caseWorkerChanged: {
    subject: 'Ahora otra persona lleva su caso en Pathways',
    body: '{caseWorkerName} es ahora la persona que lleva su caso. Su plan, sus citas y sus mensajes siguen igual, y puede escribirle a {caseWorkerName} en el portal de Pathways.',
    action: 'Abrir su página de Pathways',
  },
  submissionReply: {
    subject: 'Sobre su solicitud {reference} a Cedar Valley Pathways',
    intro: '{staffName}, de Cedar Valley Pathways, respondió a su solicitud {reference}:',
    closing: 'Si tiene preguntas, puede responder a este correo o llamarnos.',
  },
  templateLabels: {
    receipt: 'Recibo',
    staffAlert: 'Aviso al personal',
    invitation: 'Invitación a una cuenta',
    applicationStatus: 'Cambio de estado de una solicitud',
    interviewTimesProposed: 'Horarios de entrevista propuestos',
    postingApproved: 'Oferta aprobada',
    caseWorkerMessage: 'Mensaje nuevo de un trabajador de casos',
    consentRecorded: 'Consentimiento registrado',
    passwordReset: 'Cambio de contraseña',
    passwordChanged: 'Contraseña cambiada',
    appointmentReminder: 'Recordatorio de cita',
    appointmentChanged: 'Cita cambiada',
    caseloadReceived: 'Clientes pasados a otra persona',
    caseWorkerChanged: 'Cambio de quien lleva su caso',
    assessmentNotice: 'Evaluación individual (a la persona candidata)',
    assessmentCaseWorker: 'Evaluación individual (a quien lleva el caso)',
    taskReminder: 'Recordatorio de plazo de un incentivo de contratación',
    submissionReply: 'Respuesta a una solicitud',
  },
};
