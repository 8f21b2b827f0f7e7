import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectToast } from './support/forms';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: the Spanish twins of Get Help, Get Involved, Hire From Us and account recovery, and
 * every form on them. A Spanish reader meets Spanish questions, options, errors and confirmations,
 * while what is sent is the same English codes an English form sends.
 */

/** Waits for the form's POST and gives its status, what was sent and the reference. */
async function submitAndRead(page: Page, apiPath: string, button: string) {
  const responsePromise = page.waitForResponse(
    (r) => r.url().endsWith(apiPath) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await responsePromise;
  const { reference } = (await response.json()) as { reference: string };
  return {
    status: response.status(),
    sent: response.request().postDataJSON() as Record<string, unknown>,
    reference,
  };
}

async function fillSpanishPersonalDetails(page: Page) {
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Apellido', { exact: true }).fill('Méndez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('rosa@example.com');
  await page.getByLabel('Teléfono', { exact: true }).fill('3195550131');
  await page.getByLabel('Fecha de nacimiento').fill('1988-02-03');
  await page.getByLabel('Dirección (calle y número)').fill('21 Calle Sycamore');
  await page.getByLabel('Ciudad', { exact: true }).fill('Waterloo');
  await page.getByLabel('Estado', { exact: true }).fill('IA');
  await page.getByLabel('Código postal').fill('50703');
  await page.getByLabel('Nombre de su contacto de emergencia').fill('Luis Méndez');
  await page.getByLabel('Teléfono de su contacto de emergencia').fill('3195550132');
}

/** This helper's twins, each with its English and Spanish heading, for the language switch. */
const twins = [
  { path: '/get-help', english: "We're Here to Help", spanish: 'Estamos aquí para ayudarle' },
  { path: '/get-involved', english: 'Get Involved', spanish: 'Participe' },
  {
    path: '/hire-from-us',
    english: 'Hire Reliable Talent. Build a Stronger Cedar Valley.',
    spanish: 'Contrate personal confiable. Fortalezca el Cedar Valley.',
  },
  {
    path: '/auth/forgot-password',
    english: 'Forgot your password?',
    spanish: '¿Olvidó su contraseña?',
  },
];

test.describe('Spanish twins of the form pages', () => {
  for (const { path, english, spanish } of twins) {
    test(`the language switch goes from ${path} to /es${path} and back`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.getByRole('link', { name: 'Ver esta página en español' }).click();
      await expect(page).toHaveURL(new RegExp(`/es${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).not.toHaveURL(/\/es\//);
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    });
  }
});

test.describe('Spanish Get Help', () => {
  test('/es/get-help is Spanish, has no axe violations and opens the Spanish intake form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/get-help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos aquí para ayudarle' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Abrir el formulario de inscripción' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?view=client-intake$/);
    await expect(page.getByRole('heading', { name: 'Formulario de inscripción' })).toBeVisible();
  });

  test('the intake form shows Spanish errors, sends English codes and confirms in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/contact?view=client-intake');
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expectFieldError(page, 'intake-firstName', 'El nombre debe tener al menos 2 letras');
    await expectFieldError(page, 'intake-email', 'Escriba un correo electrónico válido');
    await expectFieldError(page, 'intake-education', 'Escoja su nivel de estudios más alto');
    await expectFieldError(
      page,
      'intake-consent',
      'Debe dar su permiso para que guardemos sus datos y para participar en el programa.',
    );
    await expectNoAxeViolations(page);

    await fillSpanishPersonalDetails(page);
    const education = page.getByLabel('Su nivel de estudios más alto');
    await expect(
      education.getByRole('option', { name: 'Diploma de secundaria o GED' }),
    ).toHaveCount(1);
    await education.selectOption({ label: 'Diploma de secundaria o GED' });
    await page.getByLabel('Experiencia de trabajo').fill('Tres años en un almacén.');
    await page.getByLabel('Habilidades e intereses').fill('Montacargas e inventario.');
    await page.getByLabel('Sus metas').fill('Un trabajo estable de tiempo completo.');
    await page.getByLabel('Transporte').selectOption({ label: 'Transporte público' });
    await page.getByLabel('Cuándo puede', { exact: true }).fill('Entre semana');
    await page.getByRole('checkbox', { name: 'Tengo antecedentes penales' }).click();
    await page.getByLabel('Cuéntenos sobre sus antecedentes (opcional)').fill('Un caso en 2015.');
    await page.getByRole('checkbox', { name: /Acepto que Cedar Valley Pathways guarde/ }).click();
    const { status, sent, reference } = await submitAndRead(
      page,
      '/api/client-intake',
      'Enviar la solicitud',
    );
    expect(status).toBe(201);
    // Exactly what the English form sends for the same answers: the option values, not their words
    // (an optional field left empty, like barriers, is not sent in either language).
    expect(sent).toEqual({
      firstName: 'Rosa',
      lastName: 'Méndez',
      email: 'rosa@example.com',
      phone: '3195550131',
      dateOfBirth: '1988-02-03',
      address: '21 Calle Sycamore',
      city: 'Waterloo',
      state: 'IA',
      zipCode: '50703',
      emergencyContact: 'Luis Méndez',
      emergencyPhone: '3195550132',
      education: 'high-school',
      workExperience: 'Tres años en un almacén.',
      skillsInterests: 'Montacargas e inventario.',
      goals: 'Un trabajo estable de tiempo completo.',
      transportation: 'public-transport',
      availability: 'Entre semana',
      criminalHistory: true,
      criminalDetails: 'Un caso en 2015.',
      consent: true,
    });
    await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible();
    await expect(page.getByText('Su número de referencia:')).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      'Solicitud enviada',
      'Le llamaremos en 2 a 3 días hábiles para hacer una cita de inscripción.',
    );
  });
});

test.describe('Spanish Get Involved', () => {
  test('/es/get-involved has no axe violations, and #volunteer opens its tab in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/get-involved');
    await expect(page.getByRole('heading', { level: 1, name: 'Participe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/es/get-involved#volunteer');
    const volunteer = page.getByRole('tabpanel', { name: 'Ser voluntario' });
    await expect(
      volunteer.getByRole('heading', { name: 'Sea voluntario con nosotros' }),
    ).toBeVisible();
    await volunteer.getByRole('link', { name: 'Solicitar ser voluntario' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?view=volunteer-application$/);
  });

  test('the donation form speaks Spanish, sends English codes, and thanks in Spanish after its 2 s', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/get-involved#donate');
    const donate = page.getByRole('tabpanel', { name: 'Donar' });
    await expect(donate.getByRole('radio', { name: 'Una sola vez' })).toBeChecked();
    await expect(donate.getByRole('button', { name: 'Donar $50' })).toBeVisible();
    await donate.getByRole('radio', { name: 'Cada mes' }).click();
    await expect(donate.getByRole('button', { name: 'Donar $50 al mes' })).toBeVisible();
    await donate.getByRole('radio', { name: 'Otra cantidad' }).click();
    await donate.getByRole('button', { name: 'Donar', exact: true }).click();
    await expectFieldError(page, 'donation-customAmount', 'La cantidad debe ser de $1 o más.');
    await expectFieldError(page, 'donation-name', 'El nombre debe tener al menos 2 letras.');
    await expectFieldError(page, 'donation-email', 'Escriba un correo electrónico válido.');

    await donate.getByRole('radio', { name: '$100' }).click();
    await donate.getByLabel('Nombre', { exact: true }).fill('Carmen Ruiz');
    await donate.getByLabel('Correo electrónico', { exact: true }).fill('carmen@example.com');
    const stored = page.waitForResponse('**/api/donations');
    await donate.getByRole('button', { name: 'Donar $100 al mes' }).click();
    await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      donationType: 'monthly',
      amount: '100',
      name: 'Carmen Ruiz',
    });
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: '¡Gracias por su generosidad!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      '¡Gracias por su donación!',
      'Su donación mensual nos ayuda a seguir con nuestra misión.',
    );
  });

  test('the volunteer form shows Spanish errors, sends English codes and confirms in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/contact?view=volunteer-application');
    await page.getByRole('button', { name: 'Enviar la solicitud de voluntario' }).click();
    await expectFieldError(page, 'volunteer-availability', 'Escoja cuándo puede');
    await expectFieldError(page, 'volunteer-interests', 'Escoja las áreas que le interesan');
    await expectFieldError(
      page,
      'volunteer-backgroundCheck',
      'Debe dar su permiso para una revisión de antecedentes.',
    );
    await fillSpanishPersonalDetails(page);
    await page.getByRole('checkbox', { name: 'Noches entre semana' }).click();
    await page.getByLabel('Cuánto tiempo puede dar').selectOption({
      label: 'Unas horas a la semana',
    });
    await page.getByRole('checkbox', { name: 'Mentoría' }).click();
    await page.getByLabel('Habilidades', { exact: true }).fill('Enseñar y escribir currículums.');
    await page
      .getByLabel('Experiencia como voluntario o en el trabajo')
      .fill('Diez años de maestra.');
    await page
      .getByLabel('¿Por qué quiere ser voluntario?')
      .fill('Todos merecen otra oportunidad.');
    await page.getByLabel('Referencias').fill('Pat Lee, 319-555-0155; Jo Kim, jo@example.com');
    await page.getByRole('checkbox', { name: /revisión de antecedentes/ }).click();
    await page.getByRole('checkbox', { name: /Acepto los términos para voluntarios/ }).click();
    const { status, sent, reference } = await submitAndRead(
      page,
      '/api/volunteer-application',
      'Enviar la solicitud de voluntario',
    );
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      availability: ['weekday-evenings'],
      interests: ['mentoring'],
      timeCommitment: 'few-hours-week',
      backgroundCheck: true,
    });
    await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(page, 'Solicitud de voluntario enviada');
  });
});

test.describe('Spanish Hire From Us', () => {
  test('the partnership form shows Spanish errors, sends English codes and confirms in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/contact?view=employer-partnership');
    await page.getByRole('button', { name: 'Enviar la solicitud de alianza' }).click();
    await expectFieldError(
      page,
      'partnership-companyName',
      'El nombre de la empresa debe tener al menos 2 letras',
    );
    await expectFieldError(page, 'partnership-positionTypes', 'Escoja al menos un tipo de puesto');
    await expectNoAxeViolations(page);
    await page.getByLabel('Nombre de la empresa').fill('Metales Cedar');
    await page.getByLabel('Nombre de la persona de contacto').fill('Lee Park');
    await page.getByLabel('Puesto', { exact: true }).fill('Gerente de personal');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('lee@cedarmetal.example');
    await page.getByLabel('Teléfono', { exact: true }).fill('3195550199');
    await page.getByLabel('Dirección de la empresa').fill('100 Industrial Road');
    await page.getByLabel('Ciudad', { exact: true }).fill('Cedar Falls');
    await page.getByLabel('Estado', { exact: true }).fill('IA');
    await page.getByLabel('Código postal').fill('50613');
    await page.getByLabel('Industria', { exact: true }).fill('Manufactura');
    await page.getByLabel('Tamaño de la empresa').selectOption({ label: '51 a 200 empleados' });
    await page.getByRole('checkbox', { name: 'Tiempo completo' }).click();
    await page.getByLabel('Cuántas personas piensa contratar').selectOption({
      label: '6 a 15 contrataciones al año',
    });
    await page.getByRole('checkbox', { name: 'Nivel inicial, sin experiencia' }).click();
    await page.getByRole('checkbox', { name: 'Seguro médico' }).click();
    await page.getByLabel('Cuándo piensa contratar').selectOption({ label: 'En 1 a 3 meses' });
    await page.getByLabel(/Ha contratado antes/).selectOption({ label: 'Sí' });
    await page.getByLabel('¿Qué apoyo necesita?').fill('Selección y capacitación de soldadores.');
    await page.getByLabel('Sus metas').fill('Llenar seis puestos de soldador este año.');
    await page.getByRole('checkbox', { name: /Acepto los términos de la alianza/ }).click();
    const { status, sent, reference } = await submitAndRead(
      page,
      '/api/employer-partnership',
      'Enviar la solicitud de alianza',
    );
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      companySize: '51-200',
      positionTypes: ['full-time'],
      hiringVolume: '6-15',
      experienceLevel: ['entry-level'],
      benefits: ['health-insurance'],
      timeline: '1-3-months',
      previousExperience: 'yes',
    });
    await expect(
      page.getByRole('heading', { name: '¡Solicitud de alianza enviada!' }),
    ).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
  });

  test('the onboarding form on /es/hire-from-us speaks Spanish, sends English codes and confirms', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/hire-from-us');
    const form = page.getByRole('form', { name: 'Formulario de registro para empleadores' });
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectFieldError(page, 'onboarding-industry', 'Escoja su industria.');
    await expectFieldError(
      page,
      'onboarding-agreeToTerms',
      'Debe aceptar nuestros términos y condiciones.',
    );
    await expect(form.getByRole('option', { name: 'Escoja su industria' })).toHaveCount(1);
    await form.getByLabel('Nombre de la empresa').fill('Metales Cedar');
    await form.getByLabel('Su nombre').fill('Pat Olsen');
    await form.getByLabel('Correo electrónico').fill('pat@cedarmetal.example');
    await form.getByLabel('Industria').selectOption({ label: 'Manufactura' });
    await form.getByLabel('Tamaño de la empresa').selectOption({ label: '51 a 200 empleados' });
    await form
      .getByLabel(/Cuéntenos sobre su empresa/)
      .fill('Hacemos silos y contratamos soldadores.');
    await form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).click();
    const stored = page.waitForResponse('**/api/employer-onboarding');
    // The 1.5 s "Submitting..." is the English form's own code path, timed in forms-simulated.spec.ts.
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      industry: 'manufacturing',
      companySize: '51-200',
    });
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(page, 'Formulario enviado');
  });
});

test.describe('Spanish account recovery', () => {
  test('the Spanish sign-in page leads to the Spanish forgot-password page, which answers in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/auth');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/es\/auth\/forgot-password$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expectFieldError(page, 'forgot-password-email', 'Escriba un correo electrónico válido');
    await expectNoAxeViolations(page);
    await page.getByLabel('Correo electrónico').fill('nadie-esforms@example.org');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
    await expect(
      page.getByText('Si hay una cuenta con ese correo, le mandamos un enlace.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Entrar' }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
  });

  test('the Spanish reset page without a link says, in Spanish, how to get one', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/auth/reset-password');
    await expect(page.getByRole('heading', { name: 'Este enlace no se puede usar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/es/auth/forgot-password',
    );
  });
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
