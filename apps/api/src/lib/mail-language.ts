import type { MailLanguage } from '@pathways/content';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a person's own request in by e-mail (a form's receipt, a password reset):
 * the language of the page they used. The web client names it in `Content-Language` (the language
 * of what it sends; issue 18); anything else, or nothing, is English.
 */
export function mailLanguageOf(request: Pick<FastifyRequest, 'headers'>): MailLanguage {
  const header: unknown = request.headers['content-language'];
  const value = typeof header === 'string' ? header : '';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** A path of the site in that language: "/auth/reset-password" → "/es/auth/reset-password". */
export function localizedPath(path: string, language: MailLanguage): string {
  return language === 'es' ? `/es${path}` : path;
}
