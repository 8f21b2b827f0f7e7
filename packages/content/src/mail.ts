import { formMessages } from './contact.js';
import { mailText as spanishMailText } from './es/mail.js';
import type { MailText } from './mail.schema.js';

/**
 * The words of every e-mail the portal sends (issue 15), in English. `renderMail` (mail-render.ts)
 * lays them out as plain text and simple HTML; a Spanish `MailText` can follow beside this one.
 * The response promises are spec §9's; where a form's screen already makes one (§8), the receipt
 * repeats that very sentence.
 */
export const mailText: MailText = {
  language: 'en',
  greeting: 'Hello {name},',
  referenceLine:
    'Your reference number is {reference}. Please mention it if you get in touch with us about this.',
  footer: {
    sentBy: 'This message was sent by {organization}, {address}.',
    reachAPerson: 'To talk to a person, call {phone} ({hours}) or write to {email}.',
    replies: 'You can also reply to this e-mail: a member of our team reads every reply.',
  },
  receipts: {
    contact: {
      subject: 'We received your message ({reference})',
      heading: 'We received your message',
      intro: 'Thank you for writing to us about "{subject}".',
      next: formMessages.contact.successText,
    },
    clientIntake: {
      subject: 'We received your application ({reference})',
      heading: 'We received your application',
      intro: 'Thank you for applying for services with Cedar Valley Pathways.',
      next: formMessages.clientIntake.successText,
    },
    employerPartnership: {
      subject: 'We received your partnership application ({reference})',
      heading: 'We received your partnership application',
      intro: 'Thank you for your interest in hiring with Cedar Valley Pathways.',
      next: formMessages.employerPartnership.successText,
    },
    volunteerApplication: {
      subject: 'We received your volunteer application ({reference})',
      heading: 'We received your volunteer application',
      intro: 'Thank you for offering your time to Cedar Valley Pathways.',
      next: formMessages.volunteer.successText,
    },
    employerOnboarding: {
      subject: 'We received your employer information ({reference})',
      heading: 'We received your employer information',
      intro: 'Thank you for telling us about your company and your hiring needs.',
      next: 'We will review your information and get in touch within 2-3 business days.',
    },
    donation: {
      subject: 'Thank you for your pledge ({reference})',
      heading: 'Thank you for your pledge',
      intro: 'We have recorded your pledge of {amount} ({frequency}).',
      next: 'No payment has been taken. A member of our team will contact you to arrange your gift.',
    },
    // E-mail is not a private channel: the receipt says "your request", never what it is about.
    recordClearing: {
      subject: 'We received your request ({reference})',
      heading: 'We received your request',
      intro:
        'Thank you for asking a Cedar Valley Pathways case worker for help. What you sent is kept locked in our portal, not in this e-mail.',
      next: 'A case worker will contact you.',
    },
  },
  pledgeFrequency: { 'one-time': 'one-time', monthly: 'monthly' },
  submissionKinds: {
    contact: 'contact message',
    clientIntake: 'client intake application',
    employerPartnership: 'employer partnership application',
    volunteerApplication: 'volunteer application',
    employerOnboarding: 'employer onboarding form',
    donation: 'donation pledge',
    recordClearing: 'record-clearing screening',
  },
  staffAlert: {
    subject: 'New {kind} {reference}',
    body: 'A new {kind} has arrived. Its reference number is {reference}.',
    privacy: 'The answers are in the portal, not in this e-mail, to keep them private.',
    action: 'Open the portal',
  },
  invitation: {
    subject: 'Your Pathways account is ready for you',
    body: '{invitedBy} at Cedar Valley Pathways has created a Pathways account for you. In the portal you can see your plan and appointments and send messages to your case worker.',
    action: 'Choose your password',
    username: 'Your username is {username}. You can also sign in with this e-mail address.',
    validity: 'This link works once and expires in {days} days.',
    notExpected: 'If you were not expecting this, you can ignore this e-mail.',
  },
  applicationStatus: {
    subject: 'Update on your application for {jobTitle}',
    body: 'Your application for {jobTitle} at {companyName} has a new status: {status}.',
    action: 'See your applications',
  },
  interviewTimesProposed: {
    subject: 'An employer proposed interview times',
    body: 'An employer proposed interview times for one of your applications. Sign in to the Pathways portal to see them, confirm one or ask for another time.',
    action: 'See the proposed times',
  },
  postingApproved: {
    subject: 'Your job posting "{jobTitle}" is live',
    body: 'Your posting "{jobTitle}" has been approved and job seekers can now find it on Pathways.',
    action: 'See your postings',
  },
  caseWorkerMessage: {
    subject: 'New message from {caseWorkerName}',
    body: '{caseWorkerName}, your case worker, has sent you a message in the Pathways portal.',
    privacy: 'To keep your information private, the message itself is only in the portal.',
    action: 'Read your messages',
  },
  consentRecorded: {
    subject: 'A consent was recorded for you',
    body: '{caseWorkerName}, your case worker, recorded a consent you gave. You can read it, with its exact text, in the Pathways portal.',
    revoke:
      'If you did not give it, or have changed your mind, you can revoke it there at any time.',
    action: 'See your consents',
  },
  passwordReset: {
    subject: 'Reset your Pathways password',
    body: 'Someone, hopefully you, asked to reset the password of your Pathways account "{username}".',
    action: 'Choose a new password',
    validity: 'This link works once and expires in {minutes} minutes.',
    notRequested:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  assessmentNotice: {
    subject: 'An employer wants to hear from you about {jobTitle}',
    body: '{companyName} is thinking of not going ahead with your conditional offer for {jobTitle} because of your record, and has written down why. Before anything is final, you can answer in the Pathways portal until the end of {answerBy}: tell them what they should know, like what has changed since, training, work or references.',
    privacy: 'To keep your information private, the reasons are only in the portal.',
    action: 'Read the reasons and answer',
  },
  assessmentCaseWorker: {
    subject: 'An employer made an individualized assessment of {clientName}',
    body: '{companyName} recorded an individualized assessment before a possible decision not to hire {clientName} for {jobTitle}. They can answer in the portal until the end of {answerBy}; you may want to help them.',
    privacy: 'To keep their information private, the reasons are only in the portal.',
    action: 'Open the client record',
  },
  taskReminder: {
    subject: '{task} is due in {days} days',
    body: '{task} for the hire of {clientName} is due on {dueOn}. Mark it done in the Pathways portal once it is filed.',
    action: 'See the deadlines',
  },
  passwordChanged: {
    subject: 'Your Pathways password was changed',
    body: 'The password of your Pathways account "{username}" was changed, and every device that was signed in has been signed out.',
    notYou: 'If you did not do this, please call us right away at {phone}.',
  },
  applicationStatusNames: {
    Pending: 'Pending',
    Reviewed: 'Reviewed',
    Interview: 'Interview',
    'Conditional offer': 'Conditional offer',
    Offer: 'Offer',
    Hired: 'Hired',
    'Not selected': 'Not selected',
    Withdrawn: 'Withdrawn',
  },
  appointmentPlaces: {
    inPerson: 'At our office, {address}',
    virtual: 'Online: your case worker will send you the link',
  },
  appointmentReminder: {
    subject: 'Reminder: your appointment on {when}',
    body: 'This is a reminder of your appointment with {caseWorkerName} on {when}.',
    place: 'Where: {place}',
    action: 'See your appointments',
    optOut: 'You can turn these reminders off in My Profile in the Pathways portal.',
  },
  appointmentChanged: {
    rescheduledSubject: 'Your appointment has moved to {when}',
    rescheduledBody: 'Your appointment with {caseWorkerName} is now on {when}.',
    cancelledSubject: 'Your appointment on {when} is cancelled',
    cancelledBody:
      'Your appointment with {caseWorkerName} on {when} is cancelled. Your case worker will be in touch to find a new time.',
    place: 'Where: {place}',
    action: 'See your appointments',
  },
  caseloadReceived: {
    subject: 'You have {count} new clients in Pathways',
    body: '{movedBy} moved {count} clients to your caseload. Their records, plans and messages are now yours in the Pathways portal.',
    subjectOne: 'You have a new client in Pathways',
    bodyOne:
      '{movedBy} moved a client to your caseload. Their record, plan and messages are now yours in the Pathways portal.',
    action: 'See your clients',
  },
  caseWorkerChanged: {
    subject: 'You have a new case worker at Pathways',
    body: '{caseWorkerName} is now your case worker. Your plan, appointments and messages stay as they were, and you can write to {caseWorkerName} in the Pathways portal.',
    action: 'Open your Pathways page',
  },
  submissionReply: {
    subject: 'About your request {reference} to Cedar Valley Pathways',
    intro: '{staffName} of Cedar Valley Pathways has answered your request {reference}:',
    closing: 'You can answer this e-mail, or call us, if you have any questions.',
  },
  templateLabels: {
    receipt: 'Receipt',
    staffAlert: 'Staff alert',
    invitation: 'Account invitation',
    applicationStatus: 'Application status change',
    interviewTimesProposed: 'Interview times proposed',
    postingApproved: 'Posting approved',
    caseWorkerMessage: 'New message from a case worker',
    consentRecorded: 'Consent recorded',
    passwordReset: 'Password reset',
    passwordChanged: 'Password changed',
    appointmentReminder: 'Appointment reminder',
    appointmentChanged: 'Appointment changed',
    caseloadReceived: 'Clients moved to a case worker',
    caseWorkerChanged: 'New case worker',
    assessmentNotice: 'Individualized assessment (to the candidate)',
    assessmentCaseWorker: 'Individualized assessment (to the case worker)',
    taskReminder: 'Hiring incentive deadline reminder',
    submissionReply: 'Reply to a request',
  },
};

/**
 * Mail texts by language. A receipt or a password reset goes out in the language of the page the
 * person used (issue 18); staff alerts always in English, for staff.
 */
export const mailTexts: Readonly<Record<'en' | 'es', MailText>> = {
  en: mailText,
  es: spanishMailText,
};
export type MailLanguage = keyof typeof mailTexts;
