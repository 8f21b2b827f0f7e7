import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoEnglish } from './support/english-markers';
import { expectFieldError, expectToast } from './support/forms';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: a Spanish reader applies through every form of Get Help, Get Involved and Hire From
 * Us: Spanish questions, options, errors and confirmations, and no English on the way
 * (support/english-markers.ts), while what is sent is the same English codes an English form sends.
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

test.describe('Spanish Get Help', () => {
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
    await expectNoEnglish(page, 'client-intake, empty');
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
    await expectNoEnglish(page, 'donation, empty');

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
    await expectNoEnglish(page, 'volunteer-application, empty');
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
    await expectNoEnglish(page, 'employer-partnership, empty');
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
    await expectNoEnglish(page, 'employer onboarding, empty');
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
