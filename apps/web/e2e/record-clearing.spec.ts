import type { Browser, Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eNow } from './support/clock';
import { uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { expect, test } from './support/test';

/*
 * Issue 30: the record-clearing screener. The suite's "today" is 2026-03-18 in Iowa
 * (support/clock.ts): a case dismissed on 2025-12-01 reaches §901C.2's 180 days on 2026-05-30.
 */
const DISMISSED_ON = '2025-12-01';
const ELIGIBLE_ON = '2026-05-30';

/** Every request the page makes from now on (the screener must make none until "Send"). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests.push(request);
  });
  return requests;
}

async function answerDismissedCase(
  page: Page,
  labels: { dismissed: string; date: string; paid: string; noInsanity: string; screen: string },
) {
  await page.getByLabel(labels.dismissed).check();
  await page.getByLabel(labels.date).fill(DISMISSED_ON);
  await page.getByLabel(labels.paid).check();
  await page
    .getByRole('group', { name: labels.noInsanity })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByRole('button', { name: labels.screen }).click();
}

async function signedInPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  await context.clock.install({ time: e2eNow() });
  const page = await context.newPage();
  await gotoHydrated(page, '/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pathways-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

test('English: a dismissed case answers "not yet" with its date, nothing leaves the page until Send, and the case reaches the staff inbox', async ({
  page,
  browser,
}) => {
  test.slow();
  await gotoHydrated(page, '/record-clearing');
  await expectNoAxeViolations(page);
  const requests = recordRequests(page);

  await answerDismissedCase(page, {
    dismissed: 'Every charge was dismissed',
    date: 'The date of the dismissal, the end of probation, or the conviction',
    paid: 'Yes, all paid',
    noInsanity:
      'Did the case end because of an insanity finding, or a finding that you could not stand trial?',
    screen: 'See the answer',
  });
  const answer = page.getByRole('heading', { name: 'Your answer: Not yet' });
  await expect(answer).toBeFocused();
  await expect(page.getByText('§901C.2(1)(a)(3)')).toBeVisible();
  await expect(page.getByText(`Possible from: ${ELIGIBLE_ON}`)).toBeVisible();
  await expect(page.getByText('This is not legal advice.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Iowa Legal Aid/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(requests.map((request) => request.url())).toEqual([]);

  const name = `Screened ${uniqueSuffix()}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill('screened@example.org');
  await page.getByLabel('I agree that Cedar Valley Pathways keeps these answers').check();
  await page.getByRole('button', { name: 'Send this to a case worker' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(sent).toBeVisible();
  expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([
    '/api/record-clearing-screenings',
  ]);
  const reference = /PW-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');

  const admin = await signedInPage(browser, 'demo-admin');
  await admin.goto('/dashboard/case-worker/clients/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByText('Record-clearing screening').first()).toBeVisible();
  await admin.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('[protected]').first()).toBeVisible();
  await expect(dialog.getByText(DISMISSED_ON)).toHaveCount(0);
  await admin.context().close();
});

test('Spanish: the same case is answered in Spanish, axe clean, without a request', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/es/record-clearing');
  await expectNoAxeViolations(page);
  const requests = recordRequests(page);
  await answerDismissedCase(page, {
    dismissed: 'Todos los cargos fueron sobreseídos (dismissed)',
    date: 'La fecha del sobreseimiento, del fin de la probatoria o de la condena',
    paid: 'Sí, todo pagado',
    noInsanity:
      '¿El caso terminó por una declaración de demencia o de incapacidad para ser juzgado?',
    screen: 'Ver la respuesta',
  });
  await expect(page.getByRole('heading', { name: 'Su respuesta: Todavía no' })).toBeFocused();
  await expect(page.getByText('Código de Iowa §901C.2(1)(a)(3)')).toBeVisible();
  await expect(page.getByText(`Posible desde: ${ELIGIBLE_ON}`)).toBeVisible();
  await expect(page.getByText('Esto no es asesoría legal.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(requests).toEqual([]);
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
  await answerDismissedCase(page, {
    dismissed: 'Every charge was dismissed',
    date: 'The date of the dismissal, the end of probation, or the conviction',
    paid: 'Yes, all paid',
    noInsanity:
      'Did the case end because of an insanity finding, or a finding that you could not stand trial?',
    screen: 'See the answer',
  });
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

test('keyboard only: Tab, Space and Enter reach an answer', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/record-clearing');
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
  await expect(page.getByLabel('Every charge was dismissed')).toBeChecked();
  await tabTo('checkbox:dateNotSure');
  await page.keyboard.press('Space');
  await tabTo('submit:See the answer');
  await page.keyboard.press('Enter');
  const answer = page.getByRole('heading', { name: 'Your answer: We need to know more' });
  await expect(answer).toBeFocused();
});

test.describe('Without JavaScript, the screener still answers', () => {
  test.use({ javaScriptEnabled: false });

  test('the posted form is answered by the server, in the site frame, storing nothing', async ({
    page,
  }) => {
    await page.goto('/record-clearing');
    await page.getByLabel('Every charge was dismissed').check();
    await page
      .getByLabel('The date of the dismissal, the end of probation, or the conviction')
      .fill(DISMISSED_ON);
    await page.getByLabel('Yes, all paid').check();
    await page
      .getByRole('group', { name: /insanity finding/ })
      .getByLabel('No', { exact: true })
      .check();
    await page.getByRole('button', { name: 'See the answer' }).click();
    await expect(page.getByRole('heading', { name: 'Your answer: Not yet' })).toBeVisible();
    await expect(page.getByText(`Possible from: ${ELIGIBLE_ON}`)).toBeVisible();
    expect(page.url()).not.toContain('?');
  });
});
