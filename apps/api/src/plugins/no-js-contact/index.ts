import { contactFormSchema } from '@pathways/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeContactMessage } from '../../services/contact-messages.js';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_MARKER,
  renderContactForm,
  renderContactSent,
} from './contact-page.js';
import type { ContactErrors, ContactField } from './contact-page.js';
import type { ContactLanguage } from './contact-language.js';
import type { RenderPage } from './page-shell.js';

export { CONTACT_FORM_MARKER } from './contact-page.js';

export { contactLanguages } from './contact-language.js';
export type { ContactLanguage } from './contact-language.js';
/**
 * After a stored post the browser is redirected (303) to the language's `sentPath`, so reloading
 * the confirmation reads it again instead of sending the message twice.
 * The reference travels to the confirmation in a short-lived cookie, never in the URL (which ends up
 * in history, logs and referrers). Only the contact pages receive it.
 */
const SENT_COOKIE = 'pathways_contact_sent';
const SENT_COOKIE_SECONDS = 15 * 60;
const REFERENCE_PATTERN = /^PW-\d{4}-\d{6}$/;

/** Whether a form-encoded body is the contact form's (its hidden marker field). */
export function isContactForm(body: URLSearchParams): boolean {
  return body.get(CONTACT_FORM_MARKER.name) === CONTACT_FORM_MARKER.value;
}

/**
 * The contact form posted without JavaScript (issue 12, "Best"): validated by the same zod schema as
 * the JSON route, stored the same way, then redirected to the confirmation with its reference; or
 * answered with the form again, the typing kept and each problem named (400). No value goes into a
 * URL or a log.
 */
export async function answerContactPost(
  app: FastifyInstance,
  reply: FastifyReply,
  body: URLSearchParams,
  page: { render: RenderPage; language: ContactLanguage },
  /** Secure cookies (production, behind HTTPS). */
  secureCookies: boolean,
): Promise<FastifyReply> {
  const { render: renderPage, language } = page;
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, body.get(field) ?? '']),
  ) as Record<ContactField, string>;
  // A checkbox is sent ("on") only when ticked.
  const consent = body.has('consent');
  const parsed = contactFormSchema.safeParse({ ...values, consent });
  const html = (status: number, title: string, main: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderPage(title, main));

  if (!parsed.success) {
    const errors: ContactErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField | 'consent';
      errors[field] ??= language.translate(issue.message);
    }
    return html(
      400,
      language.form.heading,
      renderContactForm({ language, values, consent, errors }),
    );
  }
  const { consent: _accepted, ...message } = parsed.data;
  // The receipt in the language of the page the form was sent from.
  const { reference } = await storeContactMessage(app, message, language.lang);
  return reply
    .setCookie(SENT_COOKIE, reference, {
      path: language.sentPath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SENT_COOKIE_SECONDS,
    })
    .code(303)
    .header('Cache-Control', 'no-store')
    .header('Location', language.sentPath)
    .send();
}

/**
 * GET /contact/sent (or /es/contact/sent): the confirmation of the message this browser just sent,
 * as often as it is reloaded. Without the cookie (expired, another browser) there is nothing to
 * confirm: back to the form.
 */
export function answerContactSent(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { render: RenderPage; language: ContactLanguage },
): FastifyReply {
  const { render: renderPage, language } = page;
  const reference = request.cookies[SENT_COOKIE];
  if (reference === undefined || !REFERENCE_PATTERN.test(reference)) {
    return reply.code(303).header('Location', language.formPath).send();
  }
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(renderPage(language.successHeading, renderContactSent(reference, language)));
}
