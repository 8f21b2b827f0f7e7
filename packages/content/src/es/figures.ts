import { figures as englishFigures } from '../figures.js';

/**
 * The figures of `../figures.js` that carry words, in Spanish. Numbers and money read the same in
 * es-US ("1,200", "$9,600"), so they are taken from the English module and cannot drift from it.
 */
export const figures = {
  ...englishFigures,
  supportMonths: '24 meses',
  careerMentorshipYears: '5 años',
  bootcampWeeks: '8 a 16 semanas',
  impactBy2030: '$720 millones',
  incarcerationCost: 'más de $182 mil millones',
  simulatorSavings: 'más de $65 millones',
  roiMultiple: '12.5 veces',
  longerEmployment: '2.3 veces',
  softwareProgramWeeks: '12 a 16 semanas',
  logisticsProgramWeeks: '6 a 8 semanas',
  manufacturingProgramWeeks: '10 a 12 semanas',
  constructionProgramWeeks: '8 a 10 semanas',
  jobReadinessProgramWeeks: '4 a 6 semanas',
  healthcareProgramWeeks: '8 a 12 semanas',
  chatAverageStartWage: '$19 por hora',
  faqPlacementWindow: '30 a 90 días',
  faqSupportWindow: '90 días',
  invitationValidity: '7 días',
} as const;
