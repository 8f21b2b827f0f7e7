import type { ScreeningTexts } from './screening-texts.js';

const COURTS_SEARCH = 'the Iowa Courts Online Search (iowacourts.gov)';
const LEGAL_AID =
  'Iowa Legal Aid helps for free with record clearing: iowalegalaid.org or 1-800-532-1275.';

/** The screener's words in English. */
export const english: ScreeningTexts = {
  missing: (fact, section) =>
    ({
      outcome: `how the case ended (${COURTS_SEARCH} shows it, or ask the clerk of the district court)`,
      date: `the date of the dismissal, discharge or conviction (on ${COURTS_SEARCH} or from the clerk of court)`,
      'date-after-today': `the date of the case: the one given is after today`,
      level: `whether it was a felony or a misdemeanor, and which kind (on ${COURTS_SEARCH} or from the clerk of court)`,
      statute: `the Iowa Code section of the offense, such as 714.2 (on the judgment, on ${COURTS_SEARCH}, or from the clerk of court)`,
      'statute-subsection': `the subsection of §${section ?? ''}, such as ${section ?? ''}(3): some of its subsections cannot be cleared (on the judgment or from the clerk of court)`,
      'all-paid':
        'whether every fine, fee, court cost and restitution in the case is paid (the clerk of court can tell you what is owed)',
      'pending-charges': `whether any criminal charge is open against you now (on ${COURTS_SEARCH})`,
      'prior-deferred-judgments':
        'how many deferred judgments you were granted in other cases (ask the clerk of court or a lawyer: that docket is not public)',
      'prior-misdemeanor-expungement':
        'whether a misdemeanor conviction of yours was ever expunged before under Iowa Code §901C.3',
      'insanity-or-incompetence':
        'whether the case ended because of an insanity finding or a finding that you could not stand trial (in the court file; ask the clerk of court)',
    })[fact],
  needMoreInfo: (facts) => `To answer, we need to know ${facts.join('; ')}.`,
  lookUpSteps: [
    `Look the case up on ${COURTS_SEARCH}, or call the clerk of the district court in the county of the case.`,
    'Then answer again with what you found.',
  ],
  legalAidStep: LEGAL_AID,
  dismissal: {
    insanity:
      'Iowa Code §901C.2(1)(a)(4) and (5) do not allow clearing a case that ended in a not-guilty-by-reason-of-insanity finding or a finding that the person could not stand trial.',
    unmet: (condition, eligibleOn) =>
      ({
        waiting: `Iowa Code §901C.2(1)(a)(3) requires 180 days after the acquittal or dismissal; the 180th day is ${eligibleOn}.`,
        unpaid:
          'Iowa Code §901C.2(1)(a)(2) requires every court cost, fee and other amount in the case to be paid first; a payment plan is not enough.',
        'pending-charges': '',
      })[condition],
    eligible:
      'Every charge ended in an acquittal or dismissal, 180 days have passed and everything is paid: the court shall expunge this case when asked, under Iowa Code §901C.2(1)(a).',
    applySteps: [
      `Check on ${COURTS_SEARCH} that every charge in the case was dismissed or ended in acquittal.`,
      'File an application to expunge (the Iowa Judicial Branch has the form) in the county of the case; the prosecutor or the court can also start it.',
    ],
  },
  conviction: {
    revokedPrefix:
      'A revoked deferred judgment cannot be cleared under Iowa Code §907.9; the conviction that followed is screened as a conviction. ',
    felony:
      'Iowa has no way to expunge a felony conviction: Iowa Code §901C.3(1) covers misdemeanor convictions only.',
    felonySteps: [
      'A pardon from the Governor is the remaining route; ask Iowa Legal Aid how it works.',
    ],
    excluded: (code, exclusion) =>
      `A conviction under Iowa Code §${code} (${exclusion.name.en}) cannot be expunged: Iowa Code §901C.3(2) excludes it.`,
    priorExpungement:
      'Iowa Code §901C.3(3) allows one misdemeanor expungement in a lifetime, and it has been used.',
    priorDeferredJudgments:
      'Iowa Code §901C.3(1)(c) does not allow it for someone previously granted two deferred judgments.',
    unmet: (condition, eligibleOn) =>
      ({
        waiting: `Iowa Code §901C.3(1)(a) requires more than eight years since the conviction; the first day is ${eligibleOn}.`,
        unpaid:
          'Iowa Code §901C.3(1)(d) requires every court cost, fee, fine and restitution to be paid in full; a payment plan is not enough.',
        'pending-charges': 'Iowa Code §901C.3(1)(b) requires that no criminal charge is pending.',
      })[condition],
    eligible:
      'More than eight years have passed since this misdemeanor conviction, no charge is pending, there were fewer than two earlier deferred judgments, everything is paid and the offense is not excluded: the court shall expunge it when asked, under Iowa Code §901C.3(1). This uses the one misdemeanor expungement a person gets in a lifetime (§901C.3(3)).',
    applySteps: [
      'File an application to expunge (the Iowa Judicial Branch has the form) in the county where the conviction happened, with a copy to the county attorney.',
    ],
  },
  deferred: {
    unpaid:
      'Iowa Code §907.9(4) expunges a deferred judgment once probation is discharged and the court debt is paid or on a payment plan with the clerk; set one up first.',
    beforeDischarge: (eligibleOn) =>
      `Iowa Code §907.9(4)(b) expunges the record when probation is discharged, on ${eligibleOn} if it ends as planned.`,
    automatic:
      'A deferred judgment discharged on or after 1 July 2013, with costs paid or on a payment plan, is expunged by the court without an application (Iowa Code §907.9(4)(b)).',
    byApplication:
      'A deferred judgment discharged before 1 July 2013 can be expunged under Iowa Code §907.9(4)(b), but you have to ask the court for it.',
    dateUnknown:
      'A discharged deferred judgment with costs paid or on a payment plan can be expunged under Iowa Code §907.9(4)(b): automatically if probation ended on or after 1 July 2013, on application if it ended earlier.',
    automaticSteps: [
      `Check ${COURTS_SEARCH}: if the case still shows, ask the clerk of court to expunge it.`,
    ],
    applicationSteps: [
      'File a motion to expunge the deferred judgment in the county of the case (the clerk of court can tell you how).',
    ],
    unpaidSteps: [
      'Ask the clerk of the district court what is owed, and pay it or set up a payment plan.',
    ],
  },
  notYetSteps: (eligibleOn) => [
    eligibleOn === undefined
      ? 'Screen the case again once the conditions above are met.'
      : `Mark ${eligibleOn} on your calendar and screen the case again then.`,
  ],
  excludedSteps: ['Other help may still exist, such as a pardon; ask Iowa Legal Aid.'],
};
