import { contact, formMessages } from '@pathways/content';
import { contactFormSchema } from '@pathways/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeContactMessage } from '../../services/contact-messages.js';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_MARKER,
  renderContactForm,
  renderContactSent,
} from './contact-page.js';
import type { ContactErrors, ContactField } from './contact-page.js';
import type { RenderPage } from './page-shell.js';

export { CONTACT_FORM_MARKER } from './contact-page.js';

/** Whether a form-encoded body is the contact form's (its hidden marker field). */
export function isContactForm(body: URLSearchParams): boolean {
  return body.get(CONTACT_FORM_MARKER.name) === CONTACT_FORM_MARKER.value;
}

/**
 * The contact form posted without JavaScript (issue 12, "Best"): validated by the same zod schema as
 * the JSON route, stored the same way, answered with the confirmation and its reference, or with the
 * form again, the typing kept and each problem named (400). No value goes into a URL or a log.
 */
export async function answerContactPost(
  app: FastifyInstance,
  reply: FastifyReply,
  body: URLSearchParams,
  renderPage: RenderPage,
): Promise<FastifyReply> {
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
      errors[field] ??= issue.message;
    }
    return html(400, contact.form.heading, renderContactForm({ values, consent, errors }));
  }
  const { consent: _accepted, ...message } = parsed.data;
  const { reference } = await storeContactMessage(app, message);
  return html(201, formMessages.contact.successHeading, renderContactSent(reference));
}
