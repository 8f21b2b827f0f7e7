/** An Iowa Code citation as written: chapter, optional section, the subsections in brackets. */
export interface StatuteCitation {
  readonly chapter: string;
  /** "708.2A"; undefined when only a chapter was given ("724"). */
  readonly section?: string;
  /** "(3)(a)" → ['3', 'a']. */
  readonly subsections: readonly string[];
}

const CITATION = /^(\d+[A-Z]{0,2})(?:\.(\d+[A-Z]{0,2}))?((?:\([0-9A-Z]+\))*)$/;
const PREFIXES = /^(IOWA\s+CODE|CODE|SECTION|SEC\.|§+)\s*/;

/**
 * Reads a statute as people write it ("§ 708.2(3)", "321j.2", "Iowa Code section 724.4"), or
 * `undefined` when it is not a citation.
 *
 * @example
 * readStatute('§ 708.2(3)'); // { chapter: '708', section: '708.2', subsections: ['3'] }
 */
export function readStatute(text: string): StatuteCitation | undefined {
  let compact = text.trim().toUpperCase();
  for (let previous = ''; previous !== compact;) {
    previous = compact;
    compact = compact.replace(PREFIXES, '');
  }
  compact = compact.replace(/\s+/g, '');
  const match = CITATION.exec(compact);
  if (match === null) return undefined;
  const chapter = match[1] ?? '';
  const sectionPart = match[2];
  const subsections = [...(match[3] ?? '').matchAll(/\(([0-9A-Z]+)\)/g)].map((part) =>
    (part[1] ?? '').toLowerCase(),
  );
  if (sectionPart === undefined) return { chapter, subsections };
  return { chapter, section: `${chapter}.${sectionPart}`, subsections };
}
