import { drawContact } from './parts/contact.js';
import { drawContentSections } from './parts/content-sections.js';
import { drawCover } from './parts/cover.js';
import type { ReportPart } from './report-part.js';

/** The impact report PDF, part by part, in reading order. */
export const reportParts: readonly ReportPart[] = [drawCover, drawContentSections, drawContact];
