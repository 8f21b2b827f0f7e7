import * as english from '@pathways/content';
import type { FixedKey } from '@pathways/content';
import * as spanish from '@pathways/content/es';
import { expect, type Page } from '@playwright/test';

/**
 * Issue 18: a Spanish reader meets no English but the organisation's name. The markers are every
 * text of the English content modules (the spec's words, the portal's, the e-mails') and every
 * English validation, option and server message that has a Spanish twin, less what the Spanish
 * content itself repeats (names, places, "English" on the language switch). A marker that reaches a
 * Spanish page means a component read the English module, or printed an English message as it came.
 */

/** Keys whose values identify, link or style something: never text a reader meets. */
const fixedKeys: ReadonlySet<string> = new Set<FixedKey | 'keywords' | 'language' | 'lang'>([
  'id',
  'icon',
  'color',
  'view',
  'network',
  'url',
  'documentUrl',
  'imageUrl',
  'phoneHref',
  'href',
  'tags',
  'category',
  'filterCategories',
  'publishDate',
  'isPublished',
  'excerptLength',
  'relatedExcerptLength',
  'defaultTab',
  'targetId',
  'storyCount',
  'kind',
  // The coach's keywords are what a reader types, not what they read.
  'keywords',
  'language',
  'lang',
]);

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) texts(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!fixedKeys.has(key)) texts(item, out);
  }
  return out;
}

const ORGANISATION = 'Cedar Valley Pathways';
/** A phrase this long is looked for inside longer texts too; shorter markers must match whole. */
const PHRASE_LENGTH = 16;

/** The literal runs of a template ("Welcome back, {name}!" → "Welcome back, ", "!"). */
const literalRuns = (text: string) => text.split(/\{[^}]*\}/);

function buildMarkers() {
  const spanishTexts = new Set(texts(Object.values(spanish)).map((text) => text.trim()));
  const englishTexts = [
    ...texts(Object.values(english)),
    ...Object.keys(spanish.validationMessages),
    ...Object.keys(spanish.optionLabels),
    ...Object.keys(spanish.serverMessages),
  ];
  const whole = new Set<string>();
  const phrases = new Set<string>();
  for (const text of englishTexts) {
    for (const run of literalRuns(text)) {
      const marker = run.trim();
      // Words, not codes or figures ("$50", "IA", "9am-5pm"), and not what Spanish says too.
      if (!/[A-Za-z]{3}/.test(marker.replaceAll(ORGANISATION, ''))) continue;
      if (spanishTexts.has(marker)) continue;
      // A whole text, or a template's run long enough to be a phrase of its own ("Welcome back,").
      if (marker === text.trim() || (marker.length >= 8 && marker.includes(' '))) whole.add(marker);
      if (marker.length >= PHRASE_LENGTH && marker.includes(' ')) phrases.add(marker);
    }
  }
  return { whole, phrases: [...phrases] };
}

const markers = buildMarkers();

/** The English markers one text holds: equal to a whole English text, or holding an English phrase. */
export function englishIn(text: string): string[] {
  const trimmed = text.trim();
  if (markers.whole.has(trimmed)) return [trimmed];
  return markers.phrases.filter((phrase) => trimmed.includes(phrase));
}

/**
 * Everything a reader sees or a screen reader says on the page: the title, the description, every
 * rendered text and every aria-label, title, alt, placeholder and button value. Text inside an
 * element marked lang="en" is English on purpose (the switch to English, the simulator's audit
 * record) and is left out, as are the hidden parts of the page.
 */
export async function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) found.push(description);
    const markedEnglish = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang')?.startsWith('en') === true;
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName))
        continue;
      if (!markedEnglish(parent) && !hidden(parent)) found.push(text);
    }
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'];
    for (const element of document.querySelectorAll('*')) {
      if (markedEnglish(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
      if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type))
        found.push(element.value);
    }
    return found;
  });
}

/** Collects the English a Spanish reader meets along a journey, step by step, for one assertion. */
export function englishLog(page: Page) {
  const leaks: string[] = [];
  return {
    leaks,
    /** Reads the page as it is now and notes any English under this step's name. */
    async check(step: string) {
      for (const text of await readerTexts(page)) {
        for (const marker of englishIn(text)) {
          const line = `${step}: "${text.slice(0, 120)}" (English: "${marker}")`;
          if (!leaks.includes(line)) leaks.push(line);
        }
      }
    },
  };
}

/** Fails with the English a Spanish reader meets on the page as it is now. */
export async function expectNoEnglish(page: Page, step: string) {
  const english = englishLog(page);
  await english.check(step);
  expect(english.leaks).toEqual([]);
}
