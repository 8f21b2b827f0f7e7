import type { Research } from './research.schema.js';

/** The Research and White Papers page: eight external documents (spec §2 "Research and White Papers"). */

export const research: Research = {
  title: 'Research and White Papers',
  intro: 'The research our model is built on. Each document opens in a new tab.',
  openLabel: 'Read Document',
  papers: [
    {
      id: 'model-overview',
      title: 'Model Overview: Integrated Reentry and Employment',
      description:
        'How pairing job readiness with recidivism-reduction services helps people returning home get and keep work.',
      documentUrl:
        'https://csgjusticecenter.org/projects/integrated-reentry-and-employment-strategies/',
      category: 'Model',
    },
    {
      id: 'business-case',
      title: 'The Business Case for Hiring People With Records',
      description:
        'Why employers who hire formerly incarcerated job seekers see loyal staff, lower turnover and lower hiring costs.',
      documentUrl:
        'https://www.aclu.org/press-releases/aclu-report-makes-business-case-hiring-formerly-incarcerated-people',
      category: 'Business',
    },
    {
      id: 'impact-report',
      title: 'Impact Report: Recidivism After Release',
      description:
        'National data on how often people return to prison after release, and why the first years home matter most.',
      documentUrl:
        'https://bjs.ojp.gov/library/publications/recidivism-prisoners-released-34-states-2012-5-year-follow-period-2012-2017',
      category: 'Impact',
    },
    {
      id: 'youth-crime-prevention',
      title: 'Youth Crime Prevention',
      description:
        'Programs rated by evidence that keep young people out of the justice system, including jobs and mentoring.',
      documentUrl: 'https://crimesolutions.ojp.gov/',
      category: 'Prevention',
    },
    {
      id: 'collateral-consequences',
      title: 'Collateral Consequences of a Conviction',
      description:
        'The laws and rules that follow a conviction and limit jobs, licenses and housing, state by state.',
      documentUrl: 'https://niccc.nationalreentryresourcecenter.org/',
      category: 'Policy',
    },
    {
      id: 'vocational-soft-skills',
      title: 'Vocational and Soft Skills Training',
      description:
        'What education and job training do for employment and reoffending after release.',
      documentUrl: 'https://www.rand.org/pubs/research_reports/RR266.html',
      category: 'Training',
    },
    {
      id: 'felon-label',
      title: 'The Impact of the Felon Label',
      description:
        'A field study of how a criminal record changes the chances of a callback for an entry-level job.',
      documentUrl: 'https://www.jstor.org/stable/10.1086/374403',
      category: 'Policy',
    },
    {
      id: 'hybrid-nonprofit-models',
      title: 'Hybrid Nonprofit Models',
      description:
        'How social enterprises that earn revenue while hiring people facing barriers affect jobs, housing and stability.',
      documentUrl:
        'https://www.mathematica.org/our-publications-and-findings/projects/redf-social-enterprises-evaluation',
      category: 'Model',
    },
  ],
  categoryLabels: {
    Model: 'Model',
    Business: 'Business',
    Impact: 'Impact',
    Prevention: 'Prevention',
    Policy: 'Policy',
    Training: 'Training',
  },
  customResearch: {
    heading: 'Need Something Specific?',
    text: 'Policy makers, funders and researchers: ask us about data and analysis for your community.',
    buttonLabel: 'Request Custom Research',
  },
};
