import { describe, expect, it } from 'vitest';
import * as english from '../index.js';
import type { FixedKey } from '../i18n/translation.js';
import * as spanish from './index.js';

/**
 * Every English content module has a Spanish twin with the same keys, the same number of items, the
 * same placeholders and the same ids, links and icons. A key added to the English and not to the
 * Spanish fails here (and fails the type check first).
 */

/** English exports that hold no reader-facing text: ids, lists of ids, settings, derived lists. */
const notText = new Set([
  'allHeaderLinks',
  'chatTopicIds',
  'chatTopicPriority',
  'contactViews',
  'getInvolvedTabIds',
  'homeSectionIds',
  'intlLocale',
  'localePrefix',
  'locales',
  'programIds',
  'submissionKinds',
  'successStoryIds',
  'mailTemplates',
]);

/**
 * Staff screens stay English (issue 18); the e-mails have a Spanish twin (`mailText`), sent to
 * whoever used a Spanish page, and `mailTexts` is only the two by language. What a client
 * reads on the portal lives in `portalFrame` and `clientPortal` (twinned); these staff modules only
 * repeat those words for staff screens, from the same source.
 */
const englishOnly = new Set([
  'caseManagement',
  'dashboard',
  'jobBoard',
  'employerSetupText',
  'outcomesText',
  'settings',
  'mailTexts',
  'portal',
]);

const fixedKeys: ReadonlySet<string> = new Set<FixedKey>([
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
]);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * The career coach's keywords are what a reader types, not a translation: a topic has Spanish
 * keywords of its own, as many as it needs, exactly when it has English ones.
 */
function keywordDifferences(en: unknown, es: unknown, path: string): string[] {
  if (!Array.isArray(en) || !Array.isArray(es)) return [`${path}: not a list`];
  return (en.length === 0) === (es.length === 0)
    ? []
    : [`${path}: keywords where English has none, or none where it has some`];
}

/** Every difference in shape between an English value and its Spanish twin, as readable paths. */
function differences(en: unknown, es: unknown, path: string): string[] {
  if (typeof en === 'string') {
    if (typeof es !== 'string' || es.trim() === '') return [`${path}: no Spanish text`];
    const wanted = placeholders(en).join(',');
    return placeholders(es).join(',') === wanted ? [] : [`${path}: placeholders ${wanted}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${path}: not a list`];
    if (es.length !== en.length) return [`${path}: ${es.length} items, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, es[index], `${path}[${index}]`));
  }
  if (en !== null && typeof en === 'object') {
    if (es === null || typeof es !== 'object') return [`${path}: missing`];
    const esRecord = es as Record<string, unknown>;
    const extra = Object.keys(esRecord)
      .filter((key) => !(key in en))
      .map((key) => `${path}.${key}: not in English`);
    return [
      ...extra,
      ...Object.entries(en).flatMap(([key, value]) => {
        const here = `${path}.${key}`;
        if (!(key in esRecord)) return [`${here}: missing`];
        if (key === 'keywords') return keywordDifferences(value, esRecord[key], here);
        if (fixedKeys.has(key)) {
          return JSON.stringify(esRecord[key]) === JSON.stringify(value)
            ? []
            : [`${here}: must equal the English`];
        }
        return differences(value, esRecord[key], here);
      }),
    ];
  }
  return Object.is(en, es) ? [] : [`${path}: ${String(es)} differs from ${String(en)}`];
}

const textModules = Object.entries(english).filter(
  ([name, value]) =>
    typeof value === 'object' && value !== null && !notText.has(name) && !englishOnly.has(name),
);

describe('Spanish content', () => {
  it('covers the public modules (a sanity check of the list itself)', () => {
    expect(textModules.map(([name]) => name)).toEqual(
      expect.arrayContaining(['site', 'programs', 'about', 'contact', 'formMessages', 'auth']),
    );
  });

  it.each(textModules)('%s has a complete Spanish twin', (name, value) => {
    const twin: unknown = (spanish as Record<string, unknown>)[name];
    expect(twin, `@pathways/content/es exports no ${name}`).toBeDefined();
    expect(differences(value, twin, name)).toEqual([]);
  });

  it('finds a missing key, an extra key, a lost placeholder and a changed link', () => {
    const en = { a: 'Hello {name}', link: { label: 'Home', href: '/' }, list: ['x', 'y'] };
    expect(
      differences(en, { link: { label: 'Inicio', href: '/es' }, list: ['x'], b: 'z' }, 'm'),
    ).toEqual([
      'm.b: not in English',
      'm.a: missing',
      'm.link.href: must equal the English',
      'm.list: 1 items, English has 2',
    ]);
    expect(differences(en, { a: 'Hola', link: en.link, list: ['x', 'y'] }, 'm')).toEqual([
      'm.a: placeholders name',
    ]);
  });
});
