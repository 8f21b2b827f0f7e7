import * as english from '@pathways/content';
import * as spanish from '@pathways/content/es';
import { readCaseForm, screenCase } from '@pathways/record-clearing';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayInIowa } from '../../domains/record-clearing/today-in-iowa.js';
import { escapeHtml, type RenderPage } from '../no-js-contact/page-shell.js';

/** The hidden field of the screener's form (apps/web record-clearing-page.tsx SCREENER_FORM_MARKER). */
const SCREENER_FORM_MARKER = { name: 'form', value: 'record-clearing' } as const;

export interface ScreenerLanguage {
  lang: 'en' | 'es';
  /** The page the form is on and posts to. */
  formPath: string;
  /** The built page whose frame (header, footer, styles) the answer is written into. */
  shellPage: string;
  text: english.Translation<english.RecordClearing>;
}

export const screenerLanguages: Record<'en' | 'es', ScreenerLanguage> = {
  en: {
    lang: 'en',
    formPath: '/record-clearing',
    shellPage: 'javascript-needed/index.html',
    text: english.recordClearing,
  },
  es: {
    lang: 'es',
    formPath: '/es/record-clearing',
    shellPage: 'es/javascript-needed/index.html',
    text: spanish.recordClearing,
  },
};

/** Whether a form-encoded body is the screener's (its hidden marker field). */
export function isScreenerForm(body: URLSearchParams): boolean {
  return body.get(SCREENER_FORM_MARKER.name) === SCREENER_FORM_MARKER.value;
}

/**
 * The screener's form posted without JavaScript (issue 30): the same rules answer it here, from the
 * server's clock, and the answer is written into the site's frame. Nothing is stored or logged:
 * sending to a case worker needs the page's script, as the page says.
 */
export function answerScreenerPost(
  app: FastifyInstance,
  reply: FastifyReply,
  body: URLSearchParams,
  page: { render: RenderPage; language: ScreenerLanguage },
): FastifyReply {
  const { text, formPath, lang } = page.language;
  // A skipped, forged or mistyped answer (a date that is no day) reads as "not sure": an answer, never an error page.
  const input = readCaseForm(Object.fromEntries(body.entries()));
  const answer = screenCase(input, { today: todayInIowa(app.clock.now()), language: lang });
  const steps = answer.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  const links = [text.links.legalAid, text.links.courtForms, text.links.courtsSearch]
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  const main = `<div class="mx-auto grid max-w-3xl gap-4 px-4 py-10">
<h1 class="text-3xl font-bold text-slate-900">${escapeHtml(text.heading)}</h1>
<section aria-labelledby="record-clearing-answer" data-status="${answer.status}" class="grid gap-3">
<h2 id="record-clearing-answer" class="text-2xl font-bold text-slate-900">${escapeHtml(text.answer.heading)}: ${escapeHtml(text.answer.statuses[answer.status])}</h2>
<p>${escapeHtml(answer.reason)}</p>
${answer.eligibleOn === undefined ? '' : `<p class="font-semibold">${escapeHtml(text.answer.eligibleOn)}: <time datetime="${answer.eligibleOn}">${answer.eligibleOn}</time></p>`}
<h3 class="font-semibold">${escapeHtml(text.answer.nextSteps)}</h3>
<ul class="list-disc pl-6">${steps}</ul>
</section>
<p class="font-semibold">${escapeHtml(text.notLegalAdvice)}</p>
<h2 class="text-xl font-bold">${escapeHtml(text.links.heading)}</h2>
<ul>${links}</ul>
<p><a class="font-semibold underline" href="${formPath}">${escapeHtml(text.noScript.back)}</a></p>
</div>`;
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(page.render(`${text.answer.heading}: ${text.answer.statuses[answer.status]}`, main));
}
