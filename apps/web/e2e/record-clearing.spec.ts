import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { changesSentTo, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/test';

/*
 * Issue 30: the record-clearing screener. The suite's "today" is 2026-03-18 in Iowa
 * (support/clock.ts): a case dismissed on 2025-12-01 reaches §901C.2's 180 days on 2026-05-30.
 */
const DISMISSED_ON = '2025-12-01';
const ELIGIBLE_ON = '2026-05-30';

/**
 * Every request from now on that could carry what the person answered: anything but a plain GET,
 * without a query, of one of the site's own files. The page may still fetch the code it runs on
 * (a lazy chunk, the service worker's cache); those carry nothing of the person's.
 */
function watchOutgoingAnswers(page: Page): string[] {
  const outgoing: string[] = [];
  const site = new URL(page.url()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    const ownFile =
      url.origin === site &&
      request.method() === 'GET' &&
      request.postData() === null &&
      url.search === '' &&
      !url.pathname.startsWith('/api/') &&
      !request.url().includes(DISMISSED_ON);
    if (!ownFile) outgoing.push(`${request.method()} ${url.pathname}`);
  });
  return outgoing;
}

/** The words a person reads on the page, in each language: what the tests click and expect. */
const words = {
  en: {
    path: '/record-clearing',
    dismissed: 'Every charge was dismissed',
    date: 'The date of the dismissal, the end of probation, or the conviction',
    paid: 'Yes, all paid',
    noInsanity:
      'Did the case end because of an insanity finding, or a finding that you could not stand trial?',
    screen: 'See the answer',
    notYet: 'Your answer: Not yet',
    citation: '§901C.2(1)(a)(3)',
    possibleFrom: `Possible from: ${ELIGIBLE_ON}`,
    notLegalAdvice: 'This is not legal advice.',
    needMoreInfo: 'Your answer: We need to know more',
  },
  es: {
    path: '/es/record-clearing',
    dismissed: 'Todos los cargos fueron sobreseídos (dismissed)',
    date: 'La fecha del sobreseimiento, del fin de la probatoria o de la condena',
    paid: 'Sí, todo pagado',
    noInsanity:
      '¿El caso terminó por una declaración de demencia o de incapacidad para ser juzgado?',
    screen: 'Ver la respuesta',
    notYet: 'Su respuesta: Todavía no',
    citation: 'Código de Iowa §901C.2(1)(a)(3)',
    possibleFrom: `Posible desde: ${ELIGIBLE_ON}`,
    notLegalAdvice: 'Esto no es asesoría legal.',
    needMoreInfo: 'Su respuesta: Necesitamos saber más',
  },
} as const;
type Words = Record<keyof (typeof words)['en'], string>;

/** Answers the questions for the dismissed case on a page, or in one part of it. */
async function answerDismissedCase(page: Page | Locator, labels: Words) {
  await page.getByLabel(labels.dismissed).check();
  await page.getByLabel(labels.date).fill(DISMISSED_ON);
  await page.getByLabel(labels.paid).check();
  await page
    .getByRole('group', { name: labels.noInsanity })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByRole('button', { name: labels.screen }).click();
}

test('English: a dismissed case answers "not yet" with its date, nothing leaves the page until Send, then a receipt and the staff inbox', async ({
  page,
  asUser,
}) => {
  test.slow();
  await gotoHydrated(page, '/record-clearing');
  await expectNoAxeViolations(page);
  const outgoing = watchOutgoingAnswers(page);

  await answerDismissedCase(page, words.en);
  const answer = page.getByRole('heading', { name: words.en.notYet });
  await expect(answer).toBeFocused();
  await expect(page.getByText(words.en.citation)).toBeVisible();
  await expect(page.getByText(words.en.possibleFrom)).toBeVisible();
  await expect(page.getByText(words.en.notLegalAdvice)).toBeVisible();
  await expect(page.getByRole('link', { name: /Iowa Legal Aid/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(outgoing).toEqual([]);

  const suffix = uniqueSuffix();
  const email = `screened-${suffix}@example.org`;
  await page.getByLabel('Your name').fill(`Screened ${suffix}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I agree that Cedar Valley Pathways keeps these answers').check();
  await page.getByRole('button', { name: 'Send this to a case worker' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(sent).toBeVisible();
  expect(outgoing).toEqual(['POST /api/record-clearing-screenings']);
  const reference = /PW-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  // The receipt, like every public form's: the reference, and nothing of the case.
  const receipt = await waitForMail(email, `We received your request (${reference})`);
  expect(receipt.text).toContain(`Your reference number is ${reference}.`);
  expect(receipt.text).not.toContain(DISMISSED_ON);
  expect(receipt.text).not.toMatch(/901C|expunge|record/i);

  const admin = await asUser('admin');
  await admin.goto('/dashboard/case-worker/clients/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('cell', { name: 'Record-clearing screening' })).toBeVisible();
  await admin.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('[protected]').first()).toBeVisible();
  await expect(dialog.getByText(DISMISSED_ON)).toHaveCount(0);
  await admin.context().close();
});

test('Spanish: the same case is answered in Spanish, axe clean, sending nothing', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/es/record-clearing');
  await expectNoAxeViolations(page);
  const outgoing = watchOutgoingAnswers(page);
  await answerDismissedCase(page, words.es);
  await expect(page.getByRole('heading', { name: words.es.notYet })).toBeFocused();
  await expect(page.getByText(words.es.citation)).toBeVisible();
  await expect(page.getByText(words.es.possibleFrom)).toBeVisible();
  await expect(page.getByText(words.es.notLegalAdvice)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(outgoing).toEqual([]);
});

test('offline, "Send" waits in the page (never on the phone) and goes once, with one key, when the signal returns', async ({
  page,
  context,
}) => {
  test.slow();
  await gotoHydrated(page, '/record-clearing');
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/record-clearing-screenings'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await answerDismissedCase(page, words.en);
  await page.getByLabel('Your name').fill(`Offline ${uniqueSuffix()}`);
  await page.getByLabel('Email').fill('screened@example.org');
  await page.getByLabel('I agree that Cedar Valley Pathways keeps these answers').check();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send this to a case worker' }).click();
  await expect(
    page.getByText('Saved on this phone. We will send it when you are back online.'),
  ).toBeVisible();
  await expect(page.getByText(/keep this page open until it is sent/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The record itself is not written to the phone's outbox.
  const outbox = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('pathways-outbox')) return '[]';
    return new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('pathways-outbox');
      open.onerror = () => reject(new Error('IndexedDB did not open'));
      open.onsuccess = () => {
        const request = open.result
          .transaction('submissions', 'readonly')
          .objectStore('submissions')
          .getAll();
        request.onerror = () => reject(new Error('IndexedDB read failed'));
        request.onsuccess = () => {
          resolve(JSON.stringify(request.result));
          open.result.close();
        };
      };
    });
  });
  expect(outbox).toBe('[]');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeVisible({
    timeout: 20_000,
  });
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
});

for (const language of ['en', 'es'] as const) {
  test(`${language}: keyboard only, Tab, Space and Enter reach an answer`, async ({ page }) => {
    test.slow();
    const labels = words[language];
    await gotoHydrated(page, labels.path);
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement || active instanceof HTMLButtonElement
          ? `${active.type}:${active.name || (active.textContent ?? '')}`
          : '';
      });
    const MAX_TABS = 200;
    async function tabTo(target: string) {
      for (let presses = 0; presses < MAX_TABS; presses += 1) {
        if ((await focusedName()) === target) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${target}`);
    }

    await tabTo('radio:outcome');
    await page.keyboard.press('Space');
    await expect(page.getByLabel(labels.dismissed)).toBeChecked();
    await tabTo('checkbox:dateNotSure');
    await page.keyboard.press('Space');
    await tabTo(`submit:${labels.screen}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: labels.needMoreInfo })).toBeFocused();
  });
}

test.describe('Without JavaScript, the screener still answers', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'es'] as const) {
    test(`${language}: the posted form is answered by the server in the site frame, the answers kept out of the address`, async ({
      page,
    }) => {
      const labels = words[language];
      await page.goto(labels.path);
      await answerDismissedCase(page, labels);
      await expect(page.getByRole('heading', { name: labels.notYet })).toBeVisible();
      await expect(page.getByText(labels.citation)).toBeVisible();
      await expect(page.getByText(labels.possibleFrom)).toBeVisible();
      await expect(page.getByText(labels.notLegalAdvice)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(page.url()).not.toContain('?');
      expect(page.url()).not.toContain(DISMISSED_ON);
    });
  }
});

test('a case worker screens a client\'s case on the record: saved on the timeline, a task due on the "not yet" day', async ({
  seed,
  asUser,
}) => {
  test.slow();
  const client = await seed.client();
  const worker = await asUser(client.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${client.clientId}`);
  const panel = worker.getByRole('region', { name: 'Record clearing' });
  // On the portal's form kit: a code section longer than the API takes is named before sending.
  const statute = panel.getByLabel('Iowa Code section of the charge (optional)');
  const sent = changesSentTo(worker, '/record-screenings');
  await statute.fill('714.2 '.repeat(8));
  await panel.getByRole('button', { name: 'Screen and save' }).click();
  await expect(statute).toHaveAccessibleDescription(
    /Please keep the code section to 40 characters/,
  );
  expect(sent).toEqual([]);
  await statute.fill('');
  await answerDismissedCase(panel, { ...words.en, screen: 'Screen and save' });
  const saved = worker.getByRole('status').filter({ hasText: 'Saved on the timeline.' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText(`Task added to the action plan, due ${ELIGIBLE_ON}.`)).toBeVisible();
  await expect(saved.getByRole('heading', { name: words.en.notYet })).toBeVisible();
  await expect(worker.getByText('Record clearing: screen the case again')).toBeVisible();
  await expect(worker.getByText('screened a case for record clearing')).toBeVisible();
  await expect(worker.getByText(`eligibleOn: — → ${ELIGIBLE_ON}`)).toBeVisible();
  await expectNoAxeViolations(worker);
});
