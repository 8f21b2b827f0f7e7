import { describe, expect, it } from 'vitest';
import { submissionKinds } from './mail-kinds.js';
import type { MailMessage, ReceiptData } from './mail-render.js';
import { renderMail } from './mail-render.js';
import { site } from './site.js';

const LINK = 'https://pathways.example.org/auth/reset-password#token=abc';

function receipt(kind: ReceiptData['kind']): MailMessage {
  const base = { name: 'Jordan Ellis', reference: 'PW-2026-000042' };
  if (kind === 'contact') return { template: 'receipt', data: { ...base, kind, subject: 'Hours' } };
  if (kind === 'donation') {
    return { template: 'receipt', data: { ...base, kind, amount: 50, frequency: 'monthly' } };
  }
  return { template: 'receipt', data: { ...base, kind } };
}

const everyTemplate: MailMessage[] = [
  ...submissionKinds.map(receipt),
  { template: 'staffAlert', data: { kind: 'clientIntake', reference: 'PW-1', link: LINK } },
  {
    template: 'invitation',
    data: {
      name: 'Jordan',
      username: 'jellis',
      invitedBy: 'Maria Santos',
      link: LINK,
      validDays: 7,
    },
  },
  {
    template: 'applicationStatus',
    data: {
      name: 'Jordan',
      jobTitle: 'Forklift Operator',
      companyName: 'Riverbend Logistics',
      status: 'Interview',
      link: LINK,
    },
  },
  { template: 'postingApproved', data: { name: 'Dana', jobTitle: 'Line Cook', link: LINK } },
  {
    template: 'caseWorkerMessage',
    data: { name: 'Jordan', caseWorkerName: 'Maria Santos', link: LINK },
  },
  {
    template: 'passwordReset',
    data: { name: 'Jordan', username: 'demo-client', link: LINK, validMinutes: 60 },
  },
  { template: 'passwordChanged', data: { name: 'Jordan', username: 'demo-client' } },
];

describe('renderMail', () => {
  it.each(everyTemplate.map((message) => [message.template, message] as const))(
    '%s says who sent it and how to reach a person, in text and HTML',
    (_template, message) => {
      const mail = renderMail(message);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(site.organizationName);
        expect(body).toContain(site.contact.phone);
        expect(body).toContain(site.contact.email);
      }
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(mail.html).toContain(`<title>`);
      expect(mail.html.match(/<h1\b/g)).toHaveLength(1);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
    },
  );

  it.each([
    ['contact', '1-2 business days'],
    ['clientIntake', '2-3 business days'],
    ['employerPartnership', '1-2 business days'],
    ['volunteerApplication', '3-5 business days'],
    ['employerOnboarding', '2-3 business days'],
  ] as const)('a %s receipt names its reference and the promise of %s', (kind, promise) => {
    const mail = renderMail(receipt(kind));
    expect(mail.subject).toContain('PW-2026-000042');
    expect(mail.text).toContain('Your reference number is PW-2026-000042');
    expect(mail.text).toContain(promise);
    expect(mail.text).toContain('Hello Jordan Ellis,');
  });

  it('an invitation says the username to sign in with, and that the address works too', () => {
    const invitation = everyTemplate.find((message) => message.template === 'invitation');
    if (!invitation) throw new Error('no invitation among the templates');
    const mail = renderMail(invitation);
    for (const body of [mail.text, mail.html])
      expect(body).toContain(
        'Your username is jellis. You can also sign in with this e-mail address.',
      );
  });

  it('a caseload move of one client says "a new client", in both languages; of more, the count', () => {
    const moved = (count: number): MailMessage => ({
      template: 'caseloadReceived',
      data: { name: 'Robin', count, movedBy: 'Alex Morgan', link: LINK },
    });
    expect(renderMail(moved(1)).subject).toBe('You have a new client in Pathways');
    expect(renderMail(moved(1), 'es').subject).toBe('Tiene un cliente nuevo en Pathways');
    expect(renderMail(moved(1)).text).toContain('Alex Morgan moved a client to your caseload.');
    expect(renderMail(moved(5)).subject).toBe('You have 5 new clients in Pathways');
    expect(renderMail(moved(5), 'es').text).toContain('Alex Morgan pasó 5 clientes a su lista.');
  });

  it('a pledge receipt states the amount and that no payment was taken', () => {
    const mail = renderMail(receipt('donation'));
    expect(mail.text).toContain('$50.00 (monthly)');
    expect(mail.text).toContain('No payment has been taken.');
  });

  it('links are written out in the text and named by what they do in the HTML', () => {
    const mail = renderMail(
      everyTemplate.find((m) => m.template === 'passwordReset') ?? receipt('contact'),
    );
    expect(mail.text).toContain(`Choose a new password:\n${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toMatch(/>Choose a new password<\/a>/);
    expect(mail.text).toContain('expires in 60 minutes');
  });

  it('what a person typed never becomes markup', () => {
    const mail = renderMail({
      template: 'receipt',
      data: {
        kind: 'contact',
        name: '<script>alert(1)</script>',
        reference: 'PW-1',
        subject: '"><img src=x onerror=alert(1)>',
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it("a receipt for a Spanish form is Spanish, with the Spanish hours and the screen's own promise", () => {
    const mail = renderMail(receipt('clientIntake'), 'es');
    expect(mail.subject).toBe('Recibimos su solicitud (PW-2026-000042)');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(mail.text).toContain('Hola, Jordan Ellis:');
    expect(mail.text).toContain('Su número de referencia es PW-2026-000042');
    expect(mail.text).toContain(
      'Le llamaremos en 2 a 3 días hábiles para hacer una cita de inscripción.',
    );
    expect(mail.text).toContain('Lun-Vie 9am-5pm');
    expect(mail.text).not.toMatch(/\b(Your|Thank you|Mon-Fri)\b/);
  });

  it('a Spanish pledge receipt writes the amount as es-US does', () => {
    expect(renderMail(receipt('donation'), 'es').text).toContain('$50.00 (cada mes)');
  });

  it('a staff alert carries the kind and reference and a link, never answers', () => {
    const mail = renderMail({
      template: 'staffAlert',
      data: { kind: 'clientIntake', reference: 'PW-2026-000007', link: 'https://x.test/dashboard' },
    });
    expect(mail.subject).toBe('New client intake application PW-2026-000007');
    expect(mail.text).toContain('https://x.test/dashboard');
    expect(mail.text).toContain('not in this e-mail');
  });
});
