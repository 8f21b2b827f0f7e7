import {
  EXCLUDED_CHAPTERS,
  EXCLUDED_SECTIONS,
  EXCLUDED_SUBSECTIONS,
  type Exclusion,
} from './excluded-statutes.js';
import { readStatute } from './read-statute.js';

export type ExclusionCheck =
  | { readonly kind: 'excluded'; readonly exclusion: Exclusion }
  | { readonly kind: 'not-excluded' }
  /** Only some subsections of this section are excluded, and none was given. */
  | { readonly kind: 'needs-subsection'; readonly section: string }
  /** Not a citation, or a chapter alone that is not excluded as a whole. */
  | { readonly kind: 'unreadable' };

function subsectionOf(code: string): { section: string; subsection: string } {
  const [section = '', rest = ''] = code.split('(');
  return { section, subsection: rest.replace(')', '').toLowerCase() };
}

/**
 * Whether §901C.3(2) keeps a conviction under this statute from being expunged.
 *
 * @example
 * findExclusion('321J.2').kind; // 'excluded'
 * findExclusion('708.2').kind; // 'needs-subsection' (708.2(3) is excluded, 708.2(1) is not)
 * findExclusion('714.2').kind; // 'not-excluded'
 */
export function findExclusion(statute: string): ExclusionCheck {
  const citation = readStatute(statute);
  if (citation === undefined) return { kind: 'unreadable' };
  const chapter = EXCLUDED_CHAPTERS.find((exclusion) => exclusion.code === citation.chapter);
  if (chapter !== undefined) return { kind: 'excluded', exclusion: chapter };
  if (citation.section === undefined) return { kind: 'unreadable' };
  const section = EXCLUDED_SECTIONS.find((exclusion) => exclusion.code === citation.section);
  if (section !== undefined) return { kind: 'excluded', exclusion: section };
  const partial = EXCLUDED_SUBSECTIONS.filter(
    (exclusion) => subsectionOf(exclusion.code).section === citation.section,
  );
  if (partial.length === 0) return { kind: 'not-excluded' };
  const [firstSubsection] = citation.subsections;
  if (firstSubsection === undefined) return { kind: 'needs-subsection', section: citation.section };
  const matched = partial.find(
    (exclusion) => subsectionOf(exclusion.code).subsection === firstSubsection,
  );
  return matched === undefined
    ? { kind: 'not-excluded' }
    : { kind: 'excluded', exclusion: matched };
}
