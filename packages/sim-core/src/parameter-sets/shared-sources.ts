import type { Source } from '../types.js';

export const WSIPP_2006: Source = {
  publisher: 'Washington State Institute for Public Policy',
  title:
    'Evidence-Based Adult Corrections Programs: What Works and What Does Not (Aos, Miller & Drake), Document 06-01-1201',
  year: 2006,
  url: 'https://www.wsipp.wa.gov/ReportFile/924',
};

export const WSIPP_BENEFIT_COST: Source = {
  publisher: 'Washington State Institute for Public Policy',
  title: 'Benefit-Cost Results: Adult Criminal Justice (program summaries, December 2023 update)',
  year: 2023,
  url: 'https://www.wsipp.wa.gov/BenefitCost?topicId=2',
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
  title:
    'Employment of Persons Released from Federal Prison in 2010 (Carson, Sabol, Sabol), NCJ 303147',
  year: 2021,
  url: 'https://bjs.ojp.gov/library/publications/employment-persons-released-federal-prison-2010',
};

export const PATHWAYS_ANALYSTS: Source = {
  publisher: 'Cedar Valley Pathways (analyst assumption)',
  title: 'Model assumption, no published estimate; see METHODOLOGY.md',
  year: 2025,
};

export const PATHWAYS_MARKETING: Source = {
  publisher: 'Cedar Valley Pathways (program-reported, not independently verified)',
  title:
    'Figures stated on the Pathways website and impact report (product specification §9, "Marketing figures")',
  year: 2025,
};
