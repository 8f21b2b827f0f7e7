/**
 * The consent texts a client is shown, by version (issue 25, M-5). A consent records the version it
 * was given on, so the words a client agreed to can always be read again; a changed text is a new
 * version, never an edit of an old one. The API refuses any other version.
 */
export interface ConsentTextVersion {
  /** The version a consent records, e.g. "employer-sharing-2026-11". */
  version: string;
  /** What the consent covers: program, employer, recovery or substanceUse (@pathways/schemas `consentScopes`). */
  scope: string;
  title: string;
  body: string;
}

export const consentTexts: readonly ConsentTextVersion[] = [
  {
    version: 'intake-program-consent-2026-11',
    scope: 'program',
    title: 'Taking part in the Pathways program',
    body: 'I agree that Cedar Valley Pathways keeps the answers I gave at intake and the notes of my case worker, to help me find and keep work. Only my case worker and the program’s administrators read them. I can revoke this consent at any time; it ends on the date shown unless I renew it.',
  },
  {
    version: 'employer-sharing-2026-11',
    scope: 'employer',
    title: 'Sharing my details with one employer',
    body: 'I agree that Cedar Valley Pathways shares my name, e-mail, phone, employment goal, skills and the offense categories I declared with the one employer named on this consent, to be considered for its jobs. Nothing else is shared, and nothing with anyone else. I can revoke this consent at any time in my portal; from then on that employer sees nothing more.',
  },
  {
    version: 'recovery-sharing-2026-11',
    scope: 'recovery',
    title: 'Sharing my recovery information',
    body: 'I agree that Cedar Valley Pathways records and uses information about my recovery, protected by federal law (42 CFR Part 2), only to support my plan. It is not shared with employers or anyone else without a separate written consent. I can revoke this consent at any time.',
  },
  {
    version: 'substance-use-sharing-2026-11',
    scope: 'substanceUse',
    title: 'Sharing drug-related offenses with one employer',
    body: 'I agree that Cedar Valley Pathways shows the one employer named on this consent the drug-related offense categories I declared, once that employer has made me a conditional offer. Only I can give this consent, here in my portal; my case worker cannot give it for me. Without it, that employer never sees them. I can revoke this consent at any time in my portal; from then on that employer sees them no more.',
  },
];
