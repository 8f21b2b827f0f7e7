import type { Source } from '../types.js';

export const WSIPP_2006: Source = {
  publisher: 'Washington State Institute for Public Policy',
  title:
    'Evidence-Based Adult Corrections Programs: What Works and What Does Not (Aos, Miller & Drake), Document 06-01-1201',
  year: 2006,
  url: 'https://www.wsipp.wa.gov/ReportFile/924',
  unverified:
    'The −4.8% effect and the cost are as recalled; re-check against Exhibit 4 of the report.',
};

export const WSIPP_BENEFIT_COST: Source = {
  publisher: 'Washington State Institute for Public Policy',
  title: 'Benefit-Cost Results: Adult Criminal Justice (program summaries, December 2023 update)',
  year: 2023,
  url: 'https://www.wsipp.wa.gov/BenefitCost?topicId=2',
  unverified:
    'Figures as quoted by the issue-16 audit from the WSIPP web tables, which are revised yearly; re-check against the current program summary.',
};

export const WSIPP_TECHNICAL: Source = {
  publisher: 'Washington State Institute for Public Policy',
  title: 'Benefit-Cost Technical Documentation',
  year: 2023,
  url: 'https://www.wsipp.wa.gov/TechnicalDocumentation/WsippBenefitCostTechnicalDocumentation.pdf',
};

export const RAND_2013: Source = {
  publisher: 'RAND Corporation',
  title:
    'Evaluating the Effectiveness of Correctional Education: A Meta-Analysis (Davis et al.), RR-266-BJA',
  year: 2013,
  url: 'https://www.rand.org/pubs/research_reports/RR266.html',
};

export const MCORP_2012: Source = {
  publisher: 'Justice Quarterly 29(3) / Minnesota Department of Corrections',
  title:
    'Evaluating the Minnesota Comprehensive Offender Reentry Plan (MCORP): Results from a Randomized Experiment (Duwe)',
  year: 2012,
  unverified:
    'Effect sizes ("a fifth to a quarter") are as recalled from the abstract; re-check against the article\'s tables.',
};

export const HRRR_2015: Source = {
  publisher: 'Journal of Experimental Criminology 11(2) / Minnesota Department of Corrections',
  title:
    "Making the Most of Second Chances: An Evaluation of Minnesota's High-Risk Revocation Reduction Reentry Program (Clark)",
  year: 2015,
};

export const BJS_TIME_SERVED: Source = {
  publisher: 'Bureau of Justice Statistics',
  title: 'Time Served in State Prison, 2016 (Kaeble), NCJ 252205',
  year: 2018,
  url: 'https://bjs.ojp.gov/library/publications/time-served-state-prison-2016',
};

export const BJS_FELONY_SENTENCES: Source = {
  publisher: 'Bureau of Justice Statistics',
  title: 'Felony Sentences in State Courts, 2006 – Statistical Tables, NCJ 226846',
  year: 2009,
  url: 'https://bjs.ojp.gov/library/publications/felony-sentences-state-courts-2006-statistical-tables',
};

export const BJS_EMPLOYMENT_2021: Source = {
  publisher: 'Bureau of Justice Statistics',
  title: 'Employment of Persons Released from Federal Prison in 2010, NCJ 303147',
  year: 2021,
  url: 'https://bjs.ojp.gov/library/publications/employment-persons-released-federal-prison-2010',
  note: 'A federal release cohort, used as the baseline for state releases: federal and state prison populations differ (offence mix, sentence length, supervision), so the state baseline may differ.',
  unverified:
    'The authors were listed wrongly before and are left out until checked against the report; the 40% figure is as read from the summary, not re-checked.',
};

/** An assumption: never shown under a publisher's name. Every use states its reasoning in `note`. */
export const ASSUMPTION: Source = {
  publisher: 'assumption',
  title: 'Model assumption, no published estimate; see METHODOLOGY.md',
  year: 2025,
};

/** An assumption informed by, but not taken from, a publication: the note names it and the reasoning. */
export function assumption(reasoning: string): Source {
  return { ...ASSUMPTION, note: reasoning };
}

/** Said at the start of every source in the set derived from the organisation's stated figures. */
export const NOT_EVIDENCE = "Derived to reproduce the organisation's stated figures; not evidence.";

export const PATHWAYS_MARKETING: Source = {
  publisher: 'Cedar Valley Pathways (stated goals, not independently verified)',
  title:
    'Figures stated on the Pathways website and impact report (product specification §9, "Marketing figures")',
  year: 2025,
  note: NOT_EVIDENCE,
};
