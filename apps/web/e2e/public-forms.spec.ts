import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { englishLog } from './support/english-markers';
import { expectFieldError, expectToast, failNext, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

/**
 * A visitor fills in the public forms: from the keyboard alone (WAI-ARIA radio groups), without
 * JavaScript (nothing in the URL, the contact form still answered, in English and in Spanish), and
 * the contact form in Spanish from its errors to its e-mailed receipt without meeting English.
 * The long applications are forms-applications.spec.ts and public-forms-es.spec.ts.
 */

test.describe('Radio groups follow the WAI-ARIA pattern: arrows move and select', () => {
  test('keyboard only: a monthly $100 pledge is what is sent', async ({ page }) => {
    await gotoHydrated(page, '/get-involved#donate');
    const donate = page.getByRole('tabpanel', { name: 'Donate' });
    await donate.getByRole('radio', { name: 'One-time' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(donate.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(donate.getByRole('radio', { name: 'Monthly' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(donate.getByRole('radio', { name: '$50' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(donate.getByRole('radio', { name: '$100' })).toBeChecked();
    await expect(donate.getByRole('button', { name: 'Donate $100 Monthly' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(donate.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.org');
    const sent = page.waitForRequest('**/api/donations');
    await page.keyboard.press('Enter');
    const body = (await sent).postDataJSON() as { donationType: string; amount: string };
    expect(body).toMatchObject({ donationType: 'monthly', amount: '100' });
    await expect(
      page.getByRole('heading', { name: 'Thank You for Your Generosity!' }),
    ).toBeVisible();
  });

  test('keyboard only: the registration role moves and selects with the arrows', async ({
    page,
  }) => {
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const client = page.getByRole('radio', { name: 'Client seeking help' });
    const employer = page.getByRole('radio', { name: 'Employer looking to hire' });
    await client.focus();
    await page.keyboard.press('ArrowDown');
    await expect(employer).toBeChecked();
    await expect(employer).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(client).toBeChecked();
  });
});

test.describe('Without JavaScript, no form puts a field value in the URL', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, field, value } of [
    { path: '/hire-from-us', field: 'Your name', value: 'Jane Doe' },
    { path: '/get-involved', field: 'Name', value: 'Jane Doe' },
    { path: '/auth', field: 'Username', value: 'jane-doe' },
  ]) {
    test(`pressing Enter in a form of ${path} posts it and says nothing was kept`, async ({
      page,
    }) => {
      await page.goto(path);
      const input = page.getByLabel(field, { exact: true }).first();
      await input.fill(value);
      await input.press('Enter');
      await expect(page.getByRole('heading', { name: 'This Form Needs JavaScript' })).toBeVisible();
      expect(page.url()).not.toContain('?');
      expect(page.url()).toMatch(/\/javascript-needed$/);
    });
  }
});

test.describe('Without JavaScript, the contact form still works', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter shows the problems with the typing kept; ticking consent sends it with a reference', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Jane Doe');
    await page.getByLabel('Email', { exact: true }).fill('jane@example');
    await page.getByLabel('Subject', { exact: true }).fill('Where do I start?');
    await page.getByLabel('Message', { exact: true }).fill('I have a record and need work soon.');
    await page.getByLabel('Subject', { exact: true }).press('Enter');

    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText('Please enter a valid email address.');
    await expect(summary).toContainText('You must consent to data collection.');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Doe');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'I have a record and need work soon.',
    );
    expect(page.url()).toMatch(/\/contact$/);
    await expect(summary).toBeFocused();

    await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const reference = page.getByTestId('reference');
    await expect(reference).toHaveText(/^PW-\d{4}-\d{6}$/);
    expect(page.url()).toMatch(/\/contact\/sent$/);
    // Reloading the confirmation shows it again: the message is not sent a second time.
    const sent = await reference.textContent();
    await page.reload();
    await expect(page.getByTestId('reference')).toHaveText(sent ?? '');
  });
});

test.describe('Without JavaScript, the prerendered consent box is a real checkbox', () => {
  test.use({ javaScriptEnabled: false });

  test('ticking it on the first page sends the message at once', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Jane Doe');
    await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Where do I start?');
    await page.getByLabel('Message', { exact: true }).fill('I have a record and need work soon.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  });
});

test('the pages the server writes for the contact form posted without JavaScript pass axe', async ({
  page,
}) => {
  /** Posts the contact form as a browser without JavaScript would, from a page that has it. */
  const postContact = (fields: Record<string, string>) =>
    page.evaluate((values) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/contact';
      for (const [name, value] of Object.entries(values)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, fields);
  const typed = { form: 'contact', name: 'Jane Doe', email: 'jane@example.com', subject: 'Hello' };
  await page.goto('/javascript-needed');
  await postContact({ ...typed, message: 'Too short' });
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expectNoAxeViolations(page);
  await postContact({ ...typed, message: 'Long enough to be a message.', consent: 'on' });
  await expect(page.getByTestId('reference')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Spanish contact form: Spanish errors, a failure, then sent with a Spanish receipt and no English', async ({
  page,
}) => {
  const english = englishLog(page);
  const email = `maria-${uniqueSuffix()}@example.com`;
  await gotoHydrated(page, '/es/contact');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
  await expectFieldError(page, 'contact-name', 'El nombre debe tener al menos 2 letras.');
  await expectFieldError(page, 'contact-email', 'Escriba un correo electrónico válido.');
  await expectFieldError(page, 'contact-subject', 'El asunto debe tener al menos 3 letras.');
  await expectFieldError(page, 'contact-message', 'El mensaje debe tener al menos 10 letras.');
  await expectFieldError(
    page,
    'contact-consent',
    'Debe dar su permiso para que guardemos sus datos.',
  );
  await expectNoAxeViolations(page);
  await english.check('contact, empty');

  await page.getByLabel('Nombre', { exact: true }).fill('María López');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Asunto', { exact: true }).fill('Capacitación');
  await page.getByLabel('Mensaje', { exact: true }).fill('¿Cuándo empieza la próxima clase?');
  await page.getByLabel(/Acepto que Cedar Valley Pathways guarde mis datos/).check();
  // The server fails once, then the same answers go through.
  await failNext(page, '/api/contact', 'Something went wrong on our side. Please try again later.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expectToast(page, 'No se pudo enviar el mensaje', /Algo falló de nuestro lado/);
  await english.check('contact, server failure');
  await page.unroute('**/api/contact');

  const responsePromise = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
  await expect(
    page.getByText('Gracias por escribirnos. Le responderemos en 1 a 2 días hábiles.'),
  ).toBeVisible();
  await expect(page.getByText('Su número de referencia:')).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(reference);
  await expect(page.getByRole('link', { name: 'Volver a Contacto' })).toHaveAttribute(
    'href',
    '/es/contact',
  );
  await english.check('contact, sent');
  // The receipt answers in the language of the page: Spanish, with the screen's own promise.
  const receipt = await waitForMail(email, `Recibimos su mensaje (${reference})`);
  expect(receipt.text).toContain(
    'Gracias por escribirnos. Le responderemos en 1 a 2 días hábiles.',
  );
  expect(receipt.html).toContain('<html lang="es">');
  expect(english.leaks).toEqual([]);
});

test('without JavaScript, a Spanish form posted lands on the Spanish javascript-needed page', async ({
  request,
}) => {
  for (const path of ['/es/get-involved', '/es/hire-from-us', '/es/auth/forgot-password']) {
    const response = await request.post(path, {
      form: { name: 'Carmen Ruiz', email: 'carmen@example.com' },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(303);
    expect(response.headers().location, path).toBe('/es/javascript-needed');
  }
});

test.describe('Without JavaScript, the Spanish contact form is answered in Spanish', () => {
  test.use({ javaScriptEnabled: false });

  test('errors in Spanish with the typing kept, then a Spanish confirmation that a reload does not resend', async ({
    page,
  }) => {
    await page.goto('/es/contact');
    await page.getByLabel('Nombre', { exact: true }).fill('Carmen Ruiz');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('carmen@example');
    await page.getByLabel('Asunto', { exact: true }).fill('¿Dónde empiezo?');
    await page
      .getByLabel('Mensaje', { exact: true })
      .fill('Tengo antecedentes y necesito trabajo.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('error-summary')).toContainText('Hay un problema');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Carmen Ruiz');

    await page.getByLabel('Correo electrónico', { exact: true }).fill('carmen@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/es\/contact\/sent$/);
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const reference = await page.getByTestId('reference').textContent();
    expect(reference).toMatch(/^PW-\d{4}-\d{6}$/);
    await page.reload();
    await expect(page.getByTestId('reference')).toHaveText(reference ?? '');
  });
});
