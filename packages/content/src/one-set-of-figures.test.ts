import { describe, expect, it } from 'vitest';
import * as content from './index.js';
import { figures } from './figures.js';
import { getInvolved } from './get-involved.js';
import { programs } from './programs.js';
import { research } from './research.js';

/**
 * Issue 12: every number the site states comes from `figures`. A figure is a percentage, a dollar
 * sum, a count with "+", a multiple ("2.3x") or a duration ("12-16 weeks", "24-month").
 */
const FIGURE =
  /\$[\d,.]+(?:[MBK]\+?|\+)?|\d[\d,.]*(?:%|\+|x\b)|\d+(?:-\d+)?[ -](?:weeks?|months?|days?|years?)\b/g;

/** Gift amounts are what a donor may give, not claims: the form's own options and their examples. */
const giftAmounts = new Set(getInvolved.donate.impact.map((item) => item.amount));

/** The figures `text` states that the figures module does not hold. */
function strayFigures(text: string): string[] {
  const known = Object.values(figures) as string[];
  return [...text.matchAll(FIGURE)]
    .map((match) => match[0])
    .filter((figure) => !giftAmounts.has(figure))
    .filter((figure) => !known.some((value) => value.includes(figure) || figure.includes(value)));
}

describe('one set of figures', () => {
  const modules = Object.entries(content).filter(
    ([name, value]) => name !== 'figures' && typeof value === 'object' && value !== null,
  );

  it.each(modules)('%s states only figures from the figures module', (_name, module) => {
    expect(strayFigures(JSON.stringify(module))).toEqual([]);
  });

  it('catches a figure that is not in the module', () => {
    expect(strayFigures('Our course runs 9 months and places 97% of graduates.')).toEqual([
      '9 months',
      '97%',
    ]);
  });

  it('counts what it names: the research papers, the program durations', () => {
    expect(research.papers).toHaveLength(Number(figures.researchPapers));
    expect(programs.trainingPrograms.map((program) => program.duration)).toEqual([
      figures.softwareProgramWeeks,
      figures.logisticsProgramWeeks,
      figures.manufacturingProgramWeeks,
      figures.constructionProgramWeeks,
      figures.jobReadinessProgramWeeks,
      figures.healthcareProgramWeeks,
    ]);
  });
});
