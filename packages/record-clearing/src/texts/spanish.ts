import type { ScreeningTexts } from './screening-texts.js';

const COURTS_SEARCH =
  'la búsqueda en línea de los tribunales de Iowa (Iowa Courts Online Search, iowacourts.gov)';
const LEGAL_AID =
  'Iowa Legal Aid ayuda gratis a borrar antecedentes: iowalegalaid.org o 1-800-532-1275.';

/** The screener's words in Spanish. */
export const spanish: ScreeningTexts = {
  missing: (fact, section) =>
    ({
      outcome: `cómo terminó el caso (lo muestra ${COURTS_SEARCH}, o pregunte al secretario del tribunal de distrito)`,
      date: `la fecha del sobreseimiento, de la liberación de la probatoria o de la condena (en ${COURTS_SEARCH} o con el secretario del tribunal)`,
      'date-after-today': 'la fecha del caso: la que dio es posterior a hoy',
      level: `si fue un delito grave (felony) o un delito menor (misdemeanor), y de qué tipo (en ${COURTS_SEARCH} o con el secretario del tribunal)`,
      statute: `la sección del Código de Iowa del delito, por ejemplo 714.2 (en la sentencia, en ${COURTS_SEARCH} o con el secretario del tribunal)`,
      'statute-subsection': `el inciso del §${section ?? ''}, por ejemplo ${section ?? ''}(3): algunos de sus incisos no se pueden borrar (en la sentencia o con el secretario del tribunal)`,
      'all-paid':
        'si está pagada cada multa, cuota, costa judicial y restitución del caso (el secretario del tribunal le dice cuánto se debe)',
      'pending-charges': `si tiene algún cargo penal abierto ahora (en ${COURTS_SEARCH})`,
      'prior-deferred-judgments':
        'cuántos fallos diferidos (deferred judgments) le concedieron en otros casos (pregunte al secretario del tribunal o a un abogado: ese registro no es público)',
      'prior-misdemeanor-expungement':
        'si antes ya le borraron una condena por delito menor según el §901C.3 del Código de Iowa',
      'insanity-or-incompetence':
        'si el caso terminó por una declaración de demencia o de incapacidad para ser juzgado (en el expediente; pregunte al secretario del tribunal)',
    })[fact],
  needMoreInfo: (facts) => `Para responder necesitamos saber ${facts.join('; ')}.`,
  lookUpSteps: [
    `Busque el caso en ${COURTS_SEARCH}, o llame al secretario del tribunal de distrito del condado del caso.`,
    'Luego responda de nuevo con lo que encontró.',
  ],
  legalAidStep: LEGAL_AID,
  dismissal: {
    insanity:
      'El Código de Iowa §901C.2(1)(a)(4) y (5) no permite borrar un caso que terminó con un veredicto de no culpable por demencia o con una declaración de incapacidad para ser juzgado.',
    unmet: (condition, eligibleOn) =>
      ({
        waiting: `El Código de Iowa §901C.2(1)(a)(3) exige 180 días después de la absolución o el sobreseimiento; el día 180 es el ${eligibleOn}.`,
        unpaid:
          'El Código de Iowa §901C.2(1)(a)(2) exige pagar antes cada costa, cuota y demás montos del caso; un plan de pagos no basta.',
        'pending-charges': '',
      })[condition],
    eligible:
      'Cada cargo terminó en absolución o sobreseimiento, pasaron 180 días y todo está pagado: el tribunal debe borrar este caso cuando se le pida, según el Código de Iowa §901C.2(1)(a).',
    applySteps: [
      `Confirme en ${COURTS_SEARCH} que cada cargo del caso fue sobreseído o terminó en absolución.`,
      'Presente una solicitud para borrar el caso (el Poder Judicial de Iowa tiene el formulario) en el condado del caso; el fiscal o el tribunal también pueden iniciarla.',
    ],
  },
  conviction: {
    revokedPrefix:
      'Un fallo diferido revocado no se puede borrar según el Código de Iowa §907.9; la condena que siguió se evalúa como condena. ',
    felony:
      'En Iowa no hay forma de borrar una condena por delito grave (felony): el Código de Iowa §901C.3(1) cubre solo condenas por delitos menores.',
    felonySteps: [
      'El indulto del Gobernador es el camino que queda; pregunte a Iowa Legal Aid cómo funciona.',
    ],
    excluded: (code, exclusion) =>
      `Una condena según el Código de Iowa §${code} (${exclusion.name.es}) no se puede borrar: el §901C.3(2) la excluye.`,
    priorExpungement:
      'El Código de Iowa §901C.3(3) permite borrar una sola condena por delito menor en la vida, y ya se usó.',
    priorDeferredJudgments:
      'El Código de Iowa §901C.3(1)(c) no lo permite a quien ya recibió dos fallos diferidos.',
    unmet: (condition, eligibleOn) =>
      ({
        waiting: `El Código de Iowa §901C.3(1)(a) exige que pasen más de ocho años desde la condena; el primer día es el ${eligibleOn}.`,
        unpaid:
          'El Código de Iowa §901C.3(1)(d) exige pagar por completo cada costa, cuota, multa y restitución; un plan de pagos no basta.',
        'pending-charges':
          'El Código de Iowa §901C.3(1)(b) exige que no haya cargos penales pendientes.',
      })[condition],
    eligible:
      'Pasaron más de ocho años desde esta condena por delito menor, no hay cargos pendientes, hubo menos de dos fallos diferidos antes, todo está pagado y el delito no está excluido: el tribunal debe borrarla cuando se le pida, según el Código de Iowa §901C.3(1). Esto usa la única vez en la vida que se puede borrar una condena por delito menor (§901C.3(3)).',
    applySteps: [
      'Presente una solicitud para borrar la condena (el Poder Judicial de Iowa tiene el formulario) en el condado donde fue la condena, con una copia al fiscal del condado.',
    ],
  },
  deferred: {
    unpaid:
      'El Código de Iowa §907.9(4) borra un fallo diferido cuando termina la probatoria y la deuda judicial está pagada o en un plan de pagos con el secretario; primero acuerde uno.',
    beforeDischarge: (eligibleOn) =>
      `El Código de Iowa §907.9(4)(b) borra el caso cuando termina la probatoria, el ${eligibleOn} si termina como está previsto.`,
    automatic:
      'Un fallo diferido cuya probatoria terminó el 1 de julio de 2013 o después, con las costas pagadas o en un plan de pagos, lo borra el tribunal sin solicitud (Código de Iowa §907.9(4)(b)).',
    byApplication:
      'Un fallo diferido cuya probatoria terminó antes del 1 de julio de 2013 se puede borrar según el Código de Iowa §907.9(4)(b), pero hay que pedirlo al tribunal.',
    dateUnknown:
      'Un fallo diferido con la probatoria terminada y las costas pagadas o en un plan de pagos se puede borrar según el Código de Iowa §907.9(4)(b): automáticamente si terminó el 1 de julio de 2013 o después; con solicitud si terminó antes.',
    automaticSteps: [
      `Revise ${COURTS_SEARCH}: si el caso todavía aparece, pida al secretario del tribunal que lo borre.`,
    ],
    applicationSteps: [
      'Presente una moción para borrar el fallo diferido en el condado del caso (el secretario del tribunal le dice cómo).',
    ],
    unpaidSteps: [
      'Pregunte al secretario del tribunal de distrito cuánto se debe, y páguelo o acuerde un plan de pagos.',
    ],
  },
  notYetSteps: (eligibleOn) => [
    eligibleOn === undefined
      ? 'Vuelva a evaluar el caso cuando se cumplan las condiciones de arriba.'
      : `Anote el ${eligibleOn} en su calendario y vuelva a evaluar el caso ese día.`,
  ],
  excludedSteps: ['Puede haber otra ayuda, como un indulto; pregunte a Iowa Legal Aid.'],
};
