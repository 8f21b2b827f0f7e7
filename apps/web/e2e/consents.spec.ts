import { DEMO_PASSWORD } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';
import { expect, test, type Page } from './support/test';

/**
 * Issue 25 (H-2, M-5): a client gives consent to share with one employer chosen from the list,
 * reads the text they agreed to, and revokes it after confirming; the same page in Spanish; and an
 * admin approves a verified company's new name (issue 29, Admin › Employers from issue 32 D15).
 * Each test makes its own client; the renamed company gets its name back at the end.
 */

/** A partner company of the demo data that no other browser test renames. */
const EMPLOYER = 'Riverbend Logistics';
const RENAMED_EMPLOYER = { username: 'hawkeye-foods', password: DEMO_PASSWORD };
const PHONE = { width: 375, height: 812 };

/** Nothing pushes the page sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

/** Gives consent on the open My consents page, in the page's words. */
async function giveConsent(
  page: Page,
  words: { form: string; employer: string; agree: RegExp; give: string; saved: string },
) {
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.employer, { exact: true }).selectOption({ label: EMPLOYER });
  await form.getByRole('checkbox', { name: words.agree }).click();
  await form.getByRole('button', { name: words.give }).click();
  await expect(page.getByText(words.saved).first()).toBeVisible();
}

test.describe('My consents and Admin › Employers', () => {
  // Portal chunks and several API calls per test: slow beside other jobs on the shared machine.
  test.slow();

  test('a client shares with an employer chosen from the list, reads the text, and revokes after confirming', async ({
    seed,
    asUser,
  }) => {
    const { account } = await seed.client();
    const page = await asUser(account);
    await page.goto('/dashboard/client/profile');
    await page.getByRole('link', { name: 'See, give or revoke my consents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My consents' })).toBeVisible();

    // Sent without a choice or the tick: each field says what is missing.
    const form = page.getByRole('form', { name: 'Share my details with an employer' });
    await form.getByRole('button', { name: 'Give my consent' }).click();
    await expect(form.getByText('Please choose an employer from the list').first()).toBeVisible();
    await expect(
      form.getByText('Please tick the box to agree to the text above').first(),
    ).toBeVisible();
    // What is shared is said plainly, with the text in full.
    await expect(form.getByText('The offense categories you declared')).toBeVisible();
    await expect(form.getByText(/shares my name, e-mail, phone/)).toBeVisible();

    await giveConsent(page, {
      form: 'Share my details with an employer',
      employer: 'Employer',
      agree: /I have read this text and I agree/,
      give: 'Give my consent',
      saved: 'Your consent is saved',
    });
    const consent = page.getByRole('listitem').filter({ hasText: `Sharing with ${EMPLOYER}` });
    await expect(consent.getByText('Active', { exact: true })).toBeVisible();
    await consent
      .getByText('Read the text you agreed to: Sharing my details with one employer')
      .click();
    await expect(consent.getByText(/shares my name, e-mail, phone/)).toBeVisible();

    // Revoke asks first, says it takes effect at once, and "keep" changes nothing.
    const revoke = consent.getByRole('button', { name: `Revoke: Sharing with ${EMPLOYER}` });
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this consent?' });
    await expect(dialog).toContainText('This takes effect at once');
    await dialog.getByRole('button', { name: 'No, keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(revoke).toBeFocused();
    await expect(consent.getByText('Active', { exact: true })).toBeVisible();

    await revoke.click();
    await dialog.getByRole('button', { name: 'Yes, revoke it now' }).click();
    await expect(dialog).toBeHidden();
    await expect(consent.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(consent.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the page in Spanish gives and asks before revoking, and passes axe', async ({
    seed,
    asUser,
  }) => {
    const { account } = await seed.client();
    const page = await asUser(account);
    await page.goto('/es/dashboard/client/profile/consents');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis permisos' })).toBeVisible();
    await expect(
      page.getByText(/Acepto que Cedar Valley Pathways comparta mi nombre/),
    ).toBeVisible();
    await giveConsent(page, {
      form: 'Compartir mis datos con un empleador',
      employer: 'Empleador',
      agree: /Leí este texto y acepto/,
      give: 'Dar mi permiso',
      saved: 'Su permiso quedó guardado',
    });
    const consent = page.getByRole('listitem').filter({ hasText: `Compartir con ${EMPLOYER}` });
    await expect(consent.getByText('Vigente', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await consent.getByRole('button', { name: `Retirar: Compartir con ${EMPLOYER}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Retirar este permiso?' });
    await expect(dialog).toContainText('Esto vale desde este momento');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sí, retirarlo ahora' }).click();
    await expect(consent.getByText('Retirado', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('an admin sees a renamed company waiting for review and approves its new name', async ({
    seed,
    asUser,
  }) => {
    const employer = await seed.as(RENAMED_EMPLOYER);
    const profile = (await (await employer.get('/api/employer/profile')).json()) as Record<
      string,
      unknown
    >;
    const { companyName: formerName, industry, companySize, website, description } = profile;
    const saveName = async (companyName: unknown) => {
      const saved = await employer.put('/api/employer/profile', {
        data: { companyName, industry, companySize, website, description },
      });
      expect(saved.status()).toBe(200);
      return (await saved.json()) as { id: number };
    };
    const newName = `Hawkeye Kitchens ${uniqueSuffix()}`;
    const { id } = await saveName(newName);
    try {
      const admin = await asUser('admin');
      await admin.goto('/dashboard/admin');
      await admin.getByRole('link', { name: 'Employers', exact: true }).first().click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
      const row = admin.getByRole('row').filter({ hasText: newName });
      await expect(row).toContainText('Name changed: waiting for review');
      await expectNoAxeViolations(admin);
      await row.getByRole('button', { name: `Approve new name: ${newName}` }).click();
      await expect(row).toContainText('Verified');
      await expect(row.getByRole('button')).toHaveCount(0);
      await expectNoSidewaysScroll(admin);
    } finally {
      // The demo company gets its name back, approved, for whoever reads it next.
      await saveName(formerName);
      const adminApi = await seed.as('admin');
      expect((await adminApi.post(`/api/admin/employers/${id}/name-review`)).status()).toBe(200);
    }
  });
});
