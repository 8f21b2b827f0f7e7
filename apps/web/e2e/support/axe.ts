import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels DESIGN.md §6 holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with the list of violations (rule, impact, first target) when axe finds any: on the whole
 * page, or only within the elements `within` selects (CSS) where the page around them is checked
 * elsewhere and a whole-page pass would cost seconds on the shared machine.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  expect(await axeViolationSummary(page, within)).toEqual([]);
}

/**
 * The page's WCAG violations (rule, impact, first target), for a walk that checks many states of
 * one page: axe is injected once per document (a resize or an opened dialog reuses it), `scope`
 * narrows the run to a part (an open dialog), and only violations are gathered, which is what makes
 * it quicker than AxeBuilder on a loaded machine.
 */
export async function axeViolationSummary(page: Page, scope?: string): Promise<string[]> {
  // axe's target-size rule measures the part of a control not covered by other elements; at an
  // arbitrary scroll position the sticky header covers whatever sits under it. Check from the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const injected = await page.evaluate(() => 'axe' in window);
  // page.evaluate runs outside the page's CSP, which refuses inline scripts.
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, selector }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = selector ? { include: [selector] } : document;
      const { violations } = await runner.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes[0]?.target.join(' ') ?? ''}`,
      );
    },
    { tags: WCAG_TAGS, selector: scope },
  );
}
