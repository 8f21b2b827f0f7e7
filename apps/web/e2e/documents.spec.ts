import { expectNoAxeViolations } from './support/axe';
import { JOURNEY_TIMEOUT_MS, expect, test, type Page } from './support/test';

/**
 * Issue 31 point 5: a client (made by the test) uploads a document on My Profile; their case
 * worker opens it from the client's record; another case worker gets 404 for it; the admin's
 * access log shows the read; the case worker deletes it with a reason, after confirming.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function expectAxeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
}

test.describe('Documents on a client’s record', () => {
  // Four people, three pages checked by axe at two widths: minutes on the shared machine.
  test.setTimeout(JOURNEY_TIMEOUT_MS);

  test('a client uploads, their case worker opens it, another gets 404, the access log shows the read', async ({
    seed,
    asUser,
    checkLayout,
  }) => {
    const seeded = await seed.client();
    const stranger = await seed.caseWorker('Other');
    const fileName = `state-id-${seeded.clientId}.pdf`;

    // The client: a form that says which files it takes, errors inline, then the upload.
    const client = await asUser(seeded.account);
    await client.goto('/dashboard/client/profile');
    const section = client.getByRole('region', { name: 'Documents' });
    await expect(section.getByText('No documents yet.')).toBeVisible();
    const form = section.getByRole('form', { name: 'Upload a document' });
    await expect(
      form.getByText('A PDF, JPEG, PNG or HEIC (iPhone photo) file, up to 10 MB.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(
      form.getByText('Please choose what kind of document this is').first(),
    ).toBeVisible();
    await expect(form.getByText('Please choose a file to upload').first()).toBeVisible();

    // A program named .pdf is judged by its bytes, and the server says so beside the field.
    await form.getByLabel('Kind of document').selectOption({ label: 'ID' });
    await form.getByLabel('File').setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 a Windows program', 'latin1'),
    });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(
      form.getByText(/This file is not a PDF, JPEG, PNG or HEIC file/).first(),
    ).toBeVisible();

    await form
      .getByLabel('File')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(client.getByText('Document uploaded.').first()).toBeVisible();
    const row = section.getByRole('row', { name: new RegExp(fileName) });
    await expect(row).toContainText('ID');
    if (checkLayout) await expectAxeAtBothWidths(client);

    // The same section in Spanish.
    await client.goto('/es/dashboard/client/profile');
    const spanish = client.getByRole('region', { name: 'Documentos' });
    await expect(spanish.getByRole('row', { name: new RegExp(fileName) })).toContainText(
      'Identificación',
    );
    if (checkLayout) await expectAxeAtBothWidths(client);

    // Their case worker opens it from the client's record: the file itself, as an attachment.
    const worker = await asUser(seeded.caseWorker);
    await worker.goto(`/dashboard/case-worker/clients/${seeded.clientId}`);
    const record = worker.getByRole('region', { name: 'Documents' });
    const workerRow = record.getByRole('row', { name: new RegExp(fileName) });
    const downloadLink = workerRow.getByRole('link', { name: `Download ${fileName}` });
    const href = await downloadLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[A-Za-z0-9_-]{22}$/);
    // The link's answer, in the case worker's session: the file itself, as an attachment.
    const opened = await worker.request.get(href ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-disposition']).toContain(`attachment; filename="${fileName}"`);
    expect(opened.headers()['x-content-type-options']).toBe('nosniff');
    expect((await opened.body()).equals(PDF)).toBe(true);
    if (checkLayout) await expectAxeAtBothWidths(worker);

    // Another case worker: as if it did not exist.
    const other = await asUser(stranger);
    const refused = await other.request.get(href ?? '');
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain('PDF');

    // The admin's access log names the case worker's read of the document.
    const admin = await asUser('admin');
    await admin.goto('/dashboard/admin/reports');
    const read = admin
      .getByRole('row', { name: new RegExp(seeded.caseWorker.fullName) })
      .filter({ hasText: 'Document download' })
      .first();
    await expect(read).toContainText(`Client #${seeded.clientId}`);
    await expect(read).not.toContainText(fileName);

    // Delete asks first and wants a reason; the record then has no document.
    await workerRow.getByRole('button', { name: `Delete ${fileName}` }).click();
    const dialog = worker.getByRole('alertdialog', { name: 'Delete this document?' });
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(
      dialog.getByText('Please say why the document is deleted (at least 5 characters)'),
    ).toBeVisible();
    if (checkLayout) await expectNoAxeViolations(worker);
    await dialog.getByLabel('Why is it deleted?').fill('A newer scan replaces it');
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(worker.getByText('Document deleted.').first()).toBeVisible();
    await expect(record.getByText('No documents yet.')).toBeVisible();
  });
});
