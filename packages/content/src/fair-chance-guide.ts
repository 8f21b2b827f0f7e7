/**
 * The employer's page of fair-chance guidance at /employers/fair-chance (issue 29 point 5): the
 * Waterloo timing rule, the individualized assessment and the hiring incentives, each with its
 * source. The incentive figures ({maxCredit}, {days}, …) are filled in by the page from the rules in
 * @pathways/schemas (fair-chance/incentives.ts), so the page and the API never disagree.
 */

/** A source by name; `url` only where the address is an official, stable one. */
export interface GuideSource {
  label: string;
  url?: string;
}

export interface GuideTopic {
  heading: string;
  paragraphs: string[];
  sources: GuideSource[];
}

export interface FairChanceGuide {
  title: string;
  heading: string;
  intro: string;
  notLegalAdvice: string;
  sourcesLabel: string;
  timing: GuideTopic;
  assessment: GuideTopic & { factors: string[] };
  incentivesHeading: string;
  wotc: GuideTopic & {
    /** Shown while the programme's authorization has an end date ({authorizedThrough}, {lapsedFrom}). */
    lapsed: string;
    /** Shown when the setting gives the programme no end date. */
    authorized: string;
  };
  bonding: GuideTopic;
  iowaDeduction: GuideTopic;
  hireFromUsLink: { label: string; href: string };
}

const waterlooOrdinance: GuideSource = {
  label: 'City of Waterloo fair-chance ordinance (Code of Ordinances, Human Rights)',
  url: 'https://www.cityofwaterlooiowa.com',
};
const waterlooCase: GuideSource = {
  label: "Iowa Ass'n of Business & Industry v. City of Waterloo (Iowa Supreme Court, 2021)",
};
const eeocGuidance: GuideSource = {
  label:
    'EEOC Enforcement Guidance on the Consideration of Arrest and Conviction Records in Employment Decisions (2012)',
  url: 'https://www.eeoc.gov/laws/guidance/enforcement-guidance-consideration-arrest-and-conviction-records-employment-decisions',
};
const greenCase: GuideSource = {
  label: 'Green v. Missouri Pacific Railroad, 523 F.2d 1290 (8th Cir. 1975)',
};
const wotcStatute: GuideSource = {
  label: '26 U.S.C. §51',
  url: 'https://www.law.cornell.edu/uscode/text/26/51',
};
const wotcIowa: GuideSource = {
  label: 'Iowa Workforce Development: Work Opportunity Tax Credit',
  url: 'https://workforce.iowa.gov',
};
const bondingProgram: GuideSource = {
  label: 'U.S. Department of Labor: The Federal Bonding Program',
  url: 'https://bonds4jobs.com',
};
const iowaRevenue: GuideSource = {
  label: 'Iowa Department of Revenue',
  url: 'https://revenue.iowa.gov',
};

export const fairChanceGuide: FairChanceGuide = {
  title: 'Fair-Chance Hiring Guide for Employers',
  heading: 'Fair-Chance Hiring: A Guide for Employers',
  intro:
    'What the law in Waterloo asks of you, how to weigh a record fairly, and the incentives that come with hiring someone with a record, each with where it comes from.',
  notLegalAdvice:
    'This is general information, not legal or tax advice. Check your own situation with a lawyer or tax adviser.',
  sourcesLabel: 'Sources',
  timing: {
    heading: 'When you may ask about a record: the Waterloo rule',
    paragraphs: [
      "Waterloo's fair-chance ordinance says a job application may not ask about criminal history.",
      'If you have 15 or more employees, you may not ask about or look into a criminal record until you have made a conditional offer of the job.',
      'The Iowa Supreme Court upheld the timing rule in 2021. Pathways follows it for every employer: you see no offence categories or record details of a candidate before a conditional offer, and after it only what the candidate agreed to share.',
    ],
    sources: [waterlooOrdinance, waterlooCase],
  },
  assessment: {
    heading: 'Weighing a record fairly: the individualized assessment',
    paragraphs: [
      "If a record might lead you not to hire, the EEOC's 2012 guidance asks you to look at the person and the job rather than apply a blanket ban. It names three factors, from the Green case:",
      'Then tell the candidate that the record may be the reason, give them a chance to explain or show that the record is wrong, and consider what they tell you, including evidence of rehabilitation (work history, training, references, time since release).',
    ],
    factors: [
      'The nature and gravity of the offence.',
      'The time that has passed since the offence or the end of the sentence.',
      'The nature of the job: its duties, where it is done and who it is done with.',
    ],
    sources: [eeocGuidance, greenCase],
  },
  incentivesHeading: 'Incentives for hiring',
  wotc: {
    heading: 'Work Opportunity Tax Credit (WOTC)',
    paragraphs: [
      'A federal tax credit for hiring someone with a felony conviction who is hired within a year of the conviction or of release from prison.',
      'It is {fullRate} of first-year wages up to {wageCap}, so at most {maxCredit}, once the person has worked {fullHours} hours or more. Between {minHours} and {lastReducedHour} hours it is {reducedRate}, at most {maxReducedCredit}. Under {minHours} hours there is no credit.',
      'File IRS Form 8850 with ETA Form 9061 with Iowa Workforce Development no later than {days} calendar days after the start date. Pathways shows the due date on every placement.',
      'At the conditional offer Pathways asks the candidate the Form 8850 question about a felony conviction or release, and only with their consent tells you the result: likely in this group or not. You never see their answers or dates.',
      'A tax-exempt employer cannot claim the credit for this group: check with your tax adviser.',
    ],
    lapsed:
      'Status: Congress authorized WOTC for people who start work on or before {authorizedThrough}. Unless Congress renews it, hires from {lapsedFrom} cannot claim it. Past renewals were retroactive, so keep filing Form 8850 on time.',
    authorized: 'Status: WOTC is authorized for people hired now.',
    sources: [wotcStatute, wotcIowa],
  },
  bonding: {
    heading: 'Federal Bonding Program',
    paragraphs: [
      'A {bondAmount} fidelity bond that insures you against theft or dishonesty by the new employee, for the first {bondMonths} months from the first day of work. It is free to you and to the employee.',
    ],
    sources: [bondingProgram],
  },
  iowaDeduction: {
    heading: 'Iowa state tax deduction',
    paragraphs: [
      'Iowa allows a state tax deduction for wages paid to some people hired with a criminal record. Check with a tax adviser whether it applies to you.',
    ],
    sources: [iowaRevenue],
  },
  hireFromUsLink: {
    label: 'Read our guide to fair-chance hiring',
    href: '/employers/fair-chance',
  },
};
