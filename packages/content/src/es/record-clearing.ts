import type { RecordClearing } from '../record-clearing.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../record-clearing.js`: the record-clearing screener. */
export const recordClearing: Translation<RecordClearing> = {
  title: '¿Se pueden borrar mis antecedentes?',
  heading: '¿Se pueden borrar mis antecedentes?',
  intro:
    'Responda unas preguntas sobre un caso penal en Iowa. Le decimos si la ley de Iowa permite borrarlo (expunge), desde qué día y qué hacer después.',
  oneCase: 'Un caso a la vez. Si tiene más de un caso, revise cada uno.',
  privacy:
    'Sus respuestas se quedan en este dispositivo. No nos llega nada a menos que presione "Enviar esto a un trabajador de casos".',
  notLegalAdvice: 'Esto no es asesoría legal. Un abogado se lo puede confirmar.',
  formLabel: 'Preguntas sobre su caso',
  questions: {
    outcome: {
      legend: '¿Cómo terminó el caso?',
      options: [
        { value: 'dismissed', label: 'Todos los cargos fueron sobreseídos (dismissed)' },
        { value: 'acquitted', label: 'Me declararon no culpable de todos los cargos' },
        { value: 'deferred-judgment', label: 'Fallo diferido, y terminé la probatoria' },
        { value: 'deferred-judgment-revoked', label: 'Fallo diferido, pero lo revocaron' },
        { value: 'convicted', label: 'Me condenaron' },
        { value: 'not-sure', label: 'No estoy seguro' },
      ],
    },
    date: {
      label: 'La fecha del sobreseimiento, del fin de la probatoria o de la condena',
      hint: 'Como aparece en el expediente del tribunal.',
      notSure: 'No estoy seguro de la fecha',
    },
    level: {
      legend: '¿Qué tipo de delito fue?',
      options: [
        { value: 'simple-misdemeanor', label: 'Delito menor simple' },
        { value: 'serious-misdemeanor', label: 'Delito menor grave' },
        { value: 'aggravated-misdemeanor', label: 'Delito menor agravado' },
        { value: 'felony', label: 'Delito grave (felony)' },
        { value: 'not-sure', label: 'No estoy seguro' },
      ],
    },
    statute: {
      label: 'Sección del Código de Iowa del cargo (opcional)',
      hint: 'Por ejemplo 714.2 o 321J.2. Déjelo vacío si no está seguro.',
    },
    allPaid: {
      legend: '¿Están pagadas todas las multas, cuotas, costas y restitución de este caso?',
      options: [
        { value: 'yes', label: 'Sí, todo pagado' },
        { value: 'payment-plan', label: 'Tengo un plan de pagos' },
        { value: 'no', label: 'No' },
        { value: 'not-sure', label: 'No estoy seguro' },
      ],
    },
    pendingCharges: { legend: '¿Tiene algún cargo penal abierto ahora?' },
    priorDeferredJudgments: {
      legend: '¿Cuántos fallos diferidos recibió en otros casos?',
      options: [
        { value: '0', label: 'Ninguno' },
        { value: '1', label: 'Uno' },
        { value: '2', label: 'Dos o más' },
        { value: 'not-sure', label: 'No estoy seguro' },
      ],
    },
    priorMisdemeanorExpungement: {
      legend: '¿Un tribunal ya le borró antes una condena por delito menor?',
    },
    insanityOrIncompetence: {
      legend: '¿El caso terminó por una declaración de demencia o de incapacidad para ser juzgado?',
    },
    yesNoNotSure: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Sí' },
      { value: 'not-sure', label: 'No estoy seguro' },
    ],
  },
  screen: 'Ver la respuesta',
  answer: {
    heading: 'Su respuesta',
    statuses: {
      eligible: 'Este caso se puede borrar',
      'not-yet': 'Todavía no',
      'not-eligible': 'Este caso no se puede borrar',
      'need-more-info': 'Necesitamos saber más',
    },
    eligibleOn: 'Posible desde',
    nextSteps: 'Qué hacer ahora',
    startOver: 'Revisar otro caso',
  },
  links: {
    heading: 'Ayuda gratis y formularios',
    legalAid: { label: 'Iowa Legal Aid (ayuda gratis)', href: 'https://www.iowalegalaid.org' },
    courtForms: {
      label: 'Formularios del Poder Judicial de Iowa',
      href: 'https://www.iowacourts.gov',
    },
    courtsSearch: {
      label: 'Búsqueda en línea de los tribunales de Iowa (encuentre su caso)',
      href: 'https://www.iowacourts.state.ia.us/ESAWebApp/SelectFrame',
    },
  },
  send: {
    heading: '¿Quiere ayuda con esto?',
    intro:
      'Envíe sus respuestas y el resultado a un trabajador de casos de Cedar Valley Pathways. Se guardan bajo llave (cifradas) y solo el personal las puede leer.',
    name: 'Su nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    consent: 'Acepto que Cedar Valley Pathways guarde estas respuestas para ayudarme.',
    button: 'Enviar esto a un trabajador de casos',
    sending: 'Enviando...',
    sent: 'Enviado. Un trabajador de casos se comunicará con usted. Su número de referencia es {reference}.',
    failed: 'No pudimos enviarlo. Inténtelo de nuevo o llámenos.',
  },
  noScript: { back: 'Revisar otro caso' },
  promo: {
    text: '¿Tiene un caso viejo en sus antecedentes? Algunos antecedentes en Iowa se pueden borrar.',
    label: 'Vea si sus antecedentes se pueden borrar',
    href: '/record-clearing',
  },
};
