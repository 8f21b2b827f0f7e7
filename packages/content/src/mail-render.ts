import { fillTemplate } from './template.js';
import { appointmentLayout } from './mail-render-appointments.js';
import type { AppointmentMail } from './mail-render-appointments.js';
import { mailBlocks } from './mail-layout.js';
import type { Layout } from './mail-layout.js';
import type { MailTemplate, SubmissionKind } from './mail-kinds.js';
import { mailTexts } from './mail.js';
import type { MailLanguage } from './mail.js';
import type { MailText } from './mail.schema.js';
import { site } from './site.js';
import { site as spanishSite } from './es/site.js';

/** The organisation's details in each mail language (the hours are words: "Mon-Fri", "Lun-Vie"). */
const mailSites = { en: site, es: spanishSite } as const;

/** What a receipt needs: the person's name and the reference, plus what only some kinds have. */
export type ReceiptData =
  | {
      kind: Exclude<SubmissionKind, 'contact' | 'donation'>;
      name: string;
      reference: string;
    }
  | { kind: 'contact'; name: string; reference: string; subject: string }
  | {
      kind: 'donation';
      name: string;
      reference: string;
      /** US dollars. */
      amount: number;
      frequency: 'one-time' | 'monthly';
    };

/**
 * Every message the portal sends, with the data its template needs. Links are absolute (the API
 * builds them from its configured PUBLIC_URL). None of them carries a form's answers or a
 * conversation's text: e-mail is not a private channel.
 */
export type MailMessage =
  | { template: 'receipt'; data: ReceiptData }
  | { template: 'staffAlert'; data: { kind: SubmissionKind; reference: string; link: string } }
  | {
      template: 'invitation';
      data: { name: string; username: string; invitedBy: string; link: string; validDays: number };
    }
  | {
      template: 'applicationStatus';
      data: { name: string; jobTitle: string; companyName: string; status: string; link: string };
    }
  | { template: 'interviewTimesProposed'; data: { name: string; link: string } }
  | { template: 'postingApproved'; data: { name: string; jobTitle: string; link: string } }
  | { template: 'caseWorkerMessage'; data: { name: string; caseWorkerName: string; link: string } }
  | { template: 'consentRecorded'; data: { name: string; caseWorkerName: string; link: string } }
  | {
      template: 'passwordReset';
      data: { name: string; username: string; link: string; validMinutes: number };
    }
  | { template: 'passwordChanged'; data: { name: string; username: string } }
  | AppointmentMail
  | {
      template: 'caseloadReceived';
      data: { name: string; count: number; movedBy: string; link: string };
    }
  | { template: 'caseWorkerChanged'; data: { name: string; caseWorkerName: string; link: string } }
  | {
      template: 'assessmentNotice';
      data: { name: string; jobTitle: string; companyName: string; answerBy: string; link: string };
    }
  | {
      template: 'assessmentCaseWorker';
      data: {
        name: string;
        clientName: string;
        jobTitle: string;
        companyName: string;
        answerBy: string;
        link: string;
      };
    }
  | {
      template: 'taskReminder';
      data: {
        name: string;
        task: string;
        clientName: string;
        dueOn: string;
        days: number;
        link: string;
      };
    }
  /**
   * Staff answering a public form: the one message that carries words of a conversation, because
   * the sender has no portal to read them in; the staff write them knowing it is e-mail.
   */
  | {
      template: 'submissionReply';
      data: { name: string; staffName: string; reference: string; body: string };
    };

export interface RenderedMail {
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
}

const { paragraph, action } = mailBlocks;

function receiptLayout(t: MailText, data: ReceiptData): Layout {
  const words = t.receipts[data.kind];
  const intro =
    data.kind === 'contact'
      ? fillTemplate(words.intro, { subject: data.subject })
      : data.kind === 'donation'
        ? fillTemplate(words.intro, {
            amount: new Intl.NumberFormat(`${t.language}-US`, {
              style: 'currency',
              currency: 'USD',
            }).format(data.amount),
            frequency: t.pledgeFrequency[data.frequency],
          })
        : words.intro;
  return {
    subject: fillTemplate(words.subject, { reference: data.reference }),
    heading: words.heading,
    name: data.name,
    blocks: [
      paragraph(intro),
      paragraph(fillTemplate(t.referenceLine, { reference: data.reference })),
      paragraph(words.next),
    ],
  };
}

function layoutOf(t: MailText, message: MailMessage): Layout {
  switch (message.template) {
    case 'receipt':
      return receiptLayout(t, message.data);
    case 'staffAlert': {
      const values = {
        kind: t.submissionKinds[message.data.kind],
        reference: message.data.reference,
      };
      const subject = fillTemplate(t.staffAlert.subject, values);
      return {
        subject,
        heading: subject,
        name: null,
        blocks: [
          paragraph(fillTemplate(t.staffAlert.body, values)),
          paragraph(t.staffAlert.privacy),
          action(t.staffAlert.action, message.data.link),
        ],
      };
    }
    case 'invitation': {
      const { data } = message;
      return {
        subject: t.invitation.subject,
        heading: t.invitation.subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.invitation.body, { invitedBy: data.invitedBy })),
          action(t.invitation.action, data.link),
          paragraph(fillTemplate(t.invitation.username, { username: data.username })),
          paragraph(fillTemplate(t.invitation.validity, { days: String(data.validDays) })),
          paragraph(t.invitation.notExpected),
        ],
      };
    }
    case 'applicationStatus': {
      const { data } = message;
      const subject = fillTemplate(t.applicationStatus.subject, { jobTitle: data.jobTitle });
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(
            fillTemplate(t.applicationStatus.body, {
              ...data,
              status: t.applicationStatusNames[data.status] ?? data.status,
            }),
          ),
          action(t.applicationStatus.action, data.link),
        ],
      };
    }
    case 'interviewTimesProposed': {
      const { data } = message;
      return {
        subject: t.interviewTimesProposed.subject,
        heading: t.interviewTimesProposed.subject,
        name: data.name,
        blocks: [
          paragraph(t.interviewTimesProposed.body),
          action(t.interviewTimesProposed.action, data.link),
        ],
      };
    }
    case 'postingApproved': {
      const { data } = message;
      const subject = fillTemplate(t.postingApproved.subject, { jobTitle: data.jobTitle });
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.postingApproved.body, { jobTitle: data.jobTitle })),
          action(t.postingApproved.action, data.link),
        ],
      };
    }
    case 'caseWorkerMessage': {
      const { data } = message;
      const values = { caseWorkerName: data.caseWorkerName };
      const subject = fillTemplate(t.caseWorkerMessage.subject, values);
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.caseWorkerMessage.body, values)),
          paragraph(t.caseWorkerMessage.privacy),
          action(t.caseWorkerMessage.action, data.link),
        ],
      };
    }
    case 'caseloadReceived': {
      const { data } = message;
      const values = { count: String(data.count), movedBy: data.movedBy };
      // One client is "a new client", not "1 new clients".
      const one = data.count === 1;
      const text = t.caseloadReceived;
      const subject = fillTemplate(one ? text.subjectOne : text.subject, values);
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(one ? text.bodyOne : text.body, values)),
          action(t.caseloadReceived.action, data.link),
        ],
      };
    }
    case 'caseWorkerChanged': {
      const { data } = message;
      const values = { caseWorkerName: data.caseWorkerName };
      return {
        subject: t.caseWorkerChanged.subject,
        heading: t.caseWorkerChanged.subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.caseWorkerChanged.body, values)),
          action(t.caseWorkerChanged.action, data.link),
        ],
      };
    }
    case 'consentRecorded': {
      const { data } = message;
      const values = { caseWorkerName: data.caseWorkerName };
      return {
        subject: t.consentRecorded.subject,
        heading: t.consentRecorded.subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.consentRecorded.body, values)),
          paragraph(t.consentRecorded.revoke),
          action(t.consentRecorded.action, data.link),
        ],
      };
    }
    case 'passwordReset': {
      const { data } = message;
      return {
        subject: t.passwordReset.subject,
        heading: t.passwordReset.subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.passwordReset.body, { username: data.username })),
          action(t.passwordReset.action, data.link),
          paragraph(fillTemplate(t.passwordReset.validity, { minutes: String(data.validMinutes) })),
          paragraph(t.passwordReset.notRequested),
        ],
      };
    }
    case 'appointmentReminder':
    case 'appointmentChanged':
      return appointmentLayout(t, message, siteOf(t).contact.address);
    case 'submissionReply': {
      const { data } = message;
      const values = { staffName: data.staffName, reference: data.reference };
      return {
        subject: fillTemplate(t.submissionReply.subject, values),
        heading: fillTemplate(t.submissionReply.subject, values),
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.submissionReply.intro, values)),
          ...data.body
            .split(/\n{2,}/)
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .map(paragraph),
          paragraph(t.submissionReply.closing),
        ],
      };
    }
    case 'passwordChanged': {
      const { data } = message;
      return {
        subject: t.passwordChanged.subject,
        heading: t.passwordChanged.subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.passwordChanged.body, { username: data.username })),
          paragraph(fillTemplate(t.passwordChanged.notYou, { phone: site.contact.phone })),
        ],
      };
    }
    // The fair-chance notices name no offence: the reasons are read in the portal (issue 29).
    case 'assessmentNotice':
    case 'assessmentCaseWorker': {
      const { data } = message;
      const words =
        message.template === 'assessmentNotice' ? t.assessmentNotice : t.assessmentCaseWorker;
      const values = { ...data, clientName: 'clientName' in data ? data.clientName : '' };
      const subject = fillTemplate(words.subject, values);
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(words.body, values)),
          paragraph(words.privacy),
          action(words.action, data.link),
        ],
      };
    }
    case 'taskReminder': {
      const { data } = message;
      const values = { ...data, days: String(data.days) };
      const subject = fillTemplate(t.taskReminder.subject, values);
      return {
        subject,
        heading: subject,
        name: data.name,
        blocks: [
          paragraph(fillTemplate(t.taskReminder.body, values)),
          action(t.taskReminder.action, data.link),
        ],
      };
    }
  }
}

/** The organisation's details in the mail's language. */
function siteOf(t: MailText) {
  return t.language === 'es' ? mailSites.es : mailSites.en;
}

/** Who sent the message and how to reach a person: the end of every message. */
function footerLines(t: MailText): string[] {
  const organisation = siteOf(t);
  const { address } = organisation.contact;
  return [
    fillTemplate(t.footer.sentBy, {
      organization: organisation.organizationName,
      address: `${address.street}, ${address.city}, ${address.stateCode} ${address.zipCode}`,
    }),
    fillTemplate(t.footer.reachAPerson, {
      phone: organisation.contact.phone,
      email: organisation.contact.email,
      hours: organisation.hours.map((slot) => `${slot.days} ${slot.hours}`).join(', '),
    }),
    t.footer.replies,
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: whatever a person typed (a name, a subject) can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function renderText(t: MailText, layout: Layout): string {
  const parts = [layout.heading];
  if (layout.name) parts.push(fillTemplate(t.greeting, { name: layout.name }));
  for (const block of layout.blocks) {
    parts.push(block.type === 'paragraph' ? block.text : `${block.label}:\n${block.href}`);
  }
  parts.push(`--\n${footerLines(t).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

// Inline styles only: many mail programs drop <style>. Dark text on white passes WCAG AA contrast.
const BODY_STYLE =
  'margin:0;padding:24px 16px;background:#ffffff;color:#1e293b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';
const HEADING_STYLE = 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#0c3b5c';
const LINK_STYLE = 'color:#0b4f8a;font-weight:bold;text-decoration:underline';
const FOOTER_STYLE =
  'margin:24px 0 0;padding-top:16px;border-top:1px solid #cbd5e1;font-size:14px;color:#334155';

function renderHtml(t: MailText, layout: Layout): string {
  const blocks = layout.blocks.map((block) =>
    block.type === 'paragraph'
      ? `<p>${escapeHtml(block.text)}</p>`
      : `<p><a href="${escapeHtml(block.href)}" style="${LINK_STYLE}">${escapeHtml(block.label)}</a></p>`,
  );
  const greeting = layout.name
    ? [`<p>${escapeHtml(fillTemplate(t.greeting, { name: layout.name }))}</p>`]
    : [];
  const footer = footerLines(t)
    .map((line) => escapeHtml(line))
    .join('<br>');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(t.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.subject)}</title></head>`,
    `<body style="${BODY_STYLE}">`,
    `<div role="article" aria-label="${escapeHtml(layout.subject)}" style="max-width:600px;margin:0 auto">`,
    `<h1 style="${HEADING_STYLE}">${escapeHtml(layout.heading)}</h1>`,
    ...greeting,
    ...blocks,
    `<p style="${FOOTER_STYLE}">${footer}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * A message as the subject, plain text and simple accessible HTML (a language, a title, one
 * heading, paragraphs, links named by what they do) that go out together.
 * @example
 * renderMail({ template: 'passwordChanged', data: { name: 'Jordan', username: 'jordan' } }).subject;
 * // 'Your Pathways password was changed'
 */
export function renderMail(message: MailMessage, language: MailLanguage = 'en'): RenderedMail {
  const t = mailTexts[language];
  const layout = layoutOf(t, message);
  return {
    template: message.template,
    subject: layout.subject,
    text: renderText(t, layout),
    html: renderHtml(t, layout),
  };
}
