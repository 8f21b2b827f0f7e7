/*
 * Iowa Code §901C.3(2): misdemeanor convictions that "shall not be expunged". The section numbers
 * come from issue 30 and two secondary summaries of §901C.3(2); the statute's own paragraph letters
 * could not be read offline (only "a. A conviction under section 123.46" was), so every entry cites
 * §901C.3(2) as a whole. See the package README for what was and was not confirmed.
 */

/** An excluded offence, named in plain words for the answer. */
export interface Exclusion {
  /** A chapter ("724"), a section ("708.2A") or a section with its subsection ("708.2(3)"). */
  readonly code: string;
  readonly name: { readonly en: string; readonly es: string };
}

export const EXCLUDED_CHAPTERS: readonly Exclusion[] = [
  {
    code: '709',
    name: {
      en: 'sexual abuse: a sex offense under §692A.101',
      es: 'abuso sexual: un delito sexual según el §692A.101',
    },
  },
  {
    code: '717C',
    name: { en: 'animal cruelty and fighting', es: 'crueldad y peleas de animales' },
  },
  { code: '719', name: { en: 'obstructing justice', es: 'obstrucción de la justicia' } },
  {
    code: '720',
    name: { en: 'interference with judicial process', es: 'interferencia con el proceso judicial' },
  },
  { code: '724', name: { en: 'weapons', es: 'armas' } },
  {
    code: '726',
    name: {
      en: 'protection of the family and dependent persons',
      es: 'protección de la familia y de personas dependientes',
    },
  },
  { code: '728', name: { en: 'obscenity', es: 'obscenidad' } },
  { code: '901A', name: { en: 'sexually predatory offenses', es: 'delitos sexuales predatorios' } },
];

export const EXCLUDED_SECTIONS: readonly Exclusion[] = [
  { code: '123.46', name: { en: 'public intoxication', es: 'intoxicación pública' } },
  { code: '235B.20', name: { en: 'dependent adult abuse', es: 'abuso de un adulto dependiente' } },
  {
    code: '321.218',
    name: {
      en: 'driving while barred or suspended',
      es: 'manejar con la licencia suspendida o prohibida',
    },
  },
  {
    code: '321A.32',
    name: {
      en: 'driving without financial responsibility after a suspension',
      es: 'manejar sin responsabilidad financiera tras una suspensión',
    },
  },
  {
    code: '321J.2',
    name: { en: 'operating while intoxicated (OWI)', es: 'manejar intoxicado (OWI)' },
  },
  {
    code: '321J.21',
    name: { en: 'driving while revoked for OWI', es: 'manejar con la licencia revocada por OWI' },
  },
  { code: '707.5', name: { en: 'involuntary manslaughter', es: 'homicidio involuntario' } },
  {
    code: '708.2A',
    name: { en: 'domestic abuse assault', es: 'agresión por violencia doméstica' },
  },
  { code: '708.7', name: { en: 'harassment', es: 'acoso' } },
  { code: '708.11', name: { en: 'stalking', es: 'acecho' } },
  {
    code: '708.12',
    name: {
      en: 'unauthorized placement of a tracking device',
      es: 'colocación no autorizada de un rastreador',
    },
  },
  {
    code: '721.2',
    name: { en: 'nonfelonious misconduct in office', es: 'mala conducta en el cargo' },
  },
  { code: '721.10', name: { en: 'misconduct in office', es: 'mala conducta en el cargo' } },
  { code: '723.1', name: { en: 'riot', es: 'motín' } },
];

/** Sections where only some subsections are excluded: the subsection decides. */
export const EXCLUDED_SUBSECTIONS: readonly Exclusion[] = [
  { code: '123.47(3)', name: { en: 'providing alcohol to a minor', es: 'dar alcohol a un menor' } },
  {
    code: '708.2(3)',
    name: {
      en: 'assault causing bodily injury or mental illness',
      es: 'agresión que causa lesiones o enfermedad mental',
    },
  },
  {
    code: '716.8(3)',
    name: {
      en: 'trespass causing injury or damage',
      es: 'allanamiento que causa lesiones o daños',
    },
  },
  {
    code: '716.8(4)',
    name: {
      en: 'trespass with intent to commit a hate crime',
      es: 'allanamiento con intención de cometer un crimen de odio',
    },
  },
];
