import type { ContactLanguage } from './contact-language.js';
import { escapeHtml } from './page-shell.js';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField | 'consent', string>>;

export interface ContactFormState {
  language: ContactLanguage;
  values: Record<ContactField, string>;
  consent: boolean;
  errors: ContactErrors;
}

/** The hidden field that tells the contact form's post from the other forms of /contact. */
export const CONTACT_FORM_MARKER = { name: 'form', value: 'contact' } as const;

const CLASS = {
  field: 'grid gap-1.5',
  invalid: 'border-l-4 border-red-700 pl-3',
  label: 'block font-semibold text-slate-900',
  optional: 'font-normal text-slate-600',
  hint: 'text-sm text-slate-600',
  error: 'text-sm font-semibold text-red-700',
  control:
    'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 border-slate-400',
  controlInvalid: 'border-red-700',
  button:
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold bg-brand-800 text-white hover:bg-brand-900 min-h-12 px-6 text-lg w-full sm:w-auto',
  link: 'font-semibold text-teal-800 underline underline-offset-4',
} as const;
const TYPES: Record<ContactField, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  subject: 'text',
  message: 'textarea',
};
const AUTOCOMPLETE: Partial<Record<ContactField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
};

const idOf = (field: string) => `contact-${field}`;

function errorLine(field: string, message: string | undefined, language: ContactLanguage): string {
  return message
    ? `<p id="${idOf(field)}-error" class="${CLASS.error}"><span class="sr-only">${escapeHtml(language.errorPrefix)}</span>${escapeHtml(message)}</p>`
    : '';
}

function textField(field: ContactField, { language, values, errors }: ContactFormState): string {
  const { form } = language;
  const id = idOf(field);
  const error = errors[field];
  const hint = field === 'phone' ? form.phoneHint : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${field}"`,
    `class="${CLASS.control}${error ? ` ${CLASS.controlInvalid}` : ''}"`,
    AUTOCOMPLETE[field] ? `autocomplete="${AUTOCOMPLETE[field]}"` : '',
    describedBy.length ? `aria-describedby="${describedBy.join(' ')}"` : '',
    error ? 'aria-invalid="true"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const value = escapeHtml(values[field]);
  const control =
    TYPES[field] === 'textarea'
      ? `<textarea ${attributes} rows="6">${value}</textarea>`
      : `<input ${attributes} type="${TYPES[field]}" value="${value}">`;
  const optional =
    field === 'phone'
      ? ` <span class="${CLASS.optional}">${escapeHtml(form.optionalLabel)}</span>`
      : '';
  return `<div class="${CLASS.field}${error ? ` ${CLASS.invalid}` : ''}">
<label for="${id}" class="${CLASS.label}">${escapeHtml(form.labels[field])}${optional}</label>
${hint ? `<p id="${id}-hint" class="${CLASS.hint}">${escapeHtml(hint)}</p>` : ''}
${errorLine(field, error, language)}
${control}
</div>`;
}

function consentField({ language, consent, errors }: ContactFormState): string {
  const { form } = language;
  const id = idOf('consent');
  const error = errors.consent;
  return `<div class="${CLASS.field}${error ? ` ${CLASS.invalid}` : ''}">
${errorLine('consent', error, language)}
<div class="flex min-h-11 items-start gap-3">
<input type="checkbox" id="${id}" name="consent" class="mt-0.5 size-6 shrink-0"${consent ? ' checked' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
<label for="${id}" class="cursor-pointer text-slate-900">${escapeHtml(form.consentLabel)}</label>
</div>
</div>`;
}

/** GOV.UK's error summary: focused on load, each message a link to its field. */
function errorSummary(errors: ContactErrors, { form }: ContactLanguage): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries
    .map(
      ([field, message]) =>
        `<li><a href="#${idOf(field)}" class="font-semibold text-red-700 underline underline-offset-2">${escapeHtml(message)}</a></li>`,
    )
    .join('');
  return `<div tabindex="-1" autofocus role="alert" aria-labelledby="contact-error-summary-title" class="rounded-md border-4 border-red-700 bg-white p-4" data-testid="error-summary">
<h2 id="contact-error-summary-title" class="text-lg font-bold text-slate-900">${escapeHtml(form.errorSummaryTitle)}</h2>
<ul class="mt-2 grid gap-1">${items}</ul>
</div>`;
}

/** The contact form again, with what was typed and what to fix. */
export function renderContactForm(state: ContactFormState): string {
  const { form, formPath } = state.language;
  return `<section class="mx-auto grid max-w-xl gap-5 px-4 py-16">
<h1 id="contact-form-heading" class="text-3xl font-bold text-slate-900">${escapeHtml(form.heading)}</h1>
${errorSummary(state.errors, state.language)}
<form method="post" action="${formPath}" novalidate aria-labelledby="contact-form-heading" class="grid gap-5">
<input type="hidden" name="${CONTACT_FORM_MARKER.name}" value="${CONTACT_FORM_MARKER.value}">
${CONTACT_FIELDS.map((field) => textField(field, state)).join('\n')}
${consentField(state)}
<div><button type="submit" class="${CLASS.button}">${escapeHtml(form.submitLabel)}</button></div>
</form>
</section>`;
}

/** The confirmation: the message is stored, with its reference. */
export function renderContactSent(reference: string, language: ContactLanguage): string {
  const { form } = language;
  return `<section class="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center" data-testid="form-success">
<h1 tabindex="-1" autofocus class="text-3xl font-bold text-slate-900">${escapeHtml(language.successHeading)}</h1>
<p class="text-slate-700">${escapeHtml(language.successText)}</p>
<p class="rounded-md bg-white px-4 py-2 text-slate-900 shadow-sm">${escapeHtml(form.referenceLabel)} <strong class="font-mono text-lg" data-testid="reference">${escapeHtml(reference)}</strong><span class="block text-sm text-slate-600">${escapeHtml(form.referenceHint)}</span></p>
<a class="${CLASS.link}" href="${language.formPath}">${escapeHtml(language.successLinkLabel)}</a>
</section>`;
}
