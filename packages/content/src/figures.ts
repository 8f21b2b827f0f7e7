/**
 * Marketing figures of spec §9, written exactly as the pages print them. Pages that reuse a figure
 * import it from here so the same claim never drifts between the home, employer and report pages.
 * Only figures listed in the spec belong here: we do not publish numbers we cannot source.
 */
export const figures = {
  retentionRate: '83%',
  industryRetentionRate: '59%',
  /** The impact report compares against a slightly different industry baseline (spec §9). */
  reportIndustryRetentionRate: '58%',
  attendanceRate: '91%',
  industryAttendanceRate: '83%',
  taxCreditPerHire: '$9,600',
  savingsPerHire: '$5,200',
  roiMultiple: '12.5x',
  reportReturnPerDollar: '$12.50',
  wouldHireAgain: '94%',
  improvedCulture: '78%',
  longerEmployment: '2.3x',
  aboveAveragePerformance: '87%',
  retentionMonths: '14',
  industryRetentionMonths: '6',
  supportMonths: '24-month',
  careerMentorshipYears: '5-year',
  bootcampWeeks: '8-16 weeks',
  placements: '5,000+',
  chatEmployers: '200+',
  employerPartners: '75+',
  clientsServed: '500+',
  placementRate: '75%',
  reportEmploymentWithin90Days: '78%',
  graduatesBy2030: '50,000+',
  impactBy2030: '$720M',
  nationalRecidivism: '67%',
  incarcerationCost: '$182B+',
  formerlyIncarceratedUnemployment: '27%',
  simulatorRecidivismReduction: '81%',
  simulatorSavings: '$65M+',
  simulatorRoi: '1,300%',
  reoffendingEmployed: '16%',
  reoffendingUnemployed: '52%',
  savedPerPersonPerYear: '$30,000',
  incomeGrowth: '45%',
  lowerRecidivism: '62%',
  savedPerCohortOf100: '$750,000',
  /**
   * The research page's papers (issue 12: the home page said 7 and the page showed 8); a test
   * checks it against the page's list.
   */
  researchPapers: '8',
  /**
   * How long each training program runs, as Programs prints them. The career coach quotes these
   * too (issue 12: it said 9, 6 and 3-6 months for the programs Programs gives in weeks).
   */
  softwareProgramWeeks: '12-16 weeks',
  logisticsProgramWeeks: '6-8 weeks',
  manufacturingProgramWeeks: '10-12 weeks',
  constructionProgramWeeks: '8-10 weeks',
  jobReadinessProgramWeeks: '4-6 weeks',
  healthcareProgramWeeks: '8-12 weeks',
  chatEmploymentRate: '75%',
  chatRecidivismReduction: '32%',
  chatAverageStartWage: '$19/hour',
  chatOneYearRetention: '68%',
  faqPlacementWindow: '30-90 days',
  faqSupportWindow: '90 days',
  delawareRecidivism: '64%',
  rhodeIslandRecidivism: '49%',
  /** How long a staff or client invitation link works (@pathways/schemas INVITATION_VALID_DAYS). */
  invitationValidity: '7 days',
} as const;

export type Figures = typeof figures;
export type FigureName = keyof Figures;
