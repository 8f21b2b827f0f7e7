import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { nextReference } from '../../../lib/reference.js';
import { daysAgo } from './time.js';

const contacts = [
  { name: 'Pat Lindqvist', subject: 'Volunteering on weekends', days: 1, resolved: false },
  { name: 'Grace Okafor', subject: 'Hiring partnership question', days: 6, resolved: false },
  { name: 'Sam Turner', subject: 'Help for my brother after release', days: 13, resolved: true },
  { name: 'Rita Blake', subject: 'Donation receipt', days: 24, resolved: true },
  { name: 'Owen Fischer', subject: 'Speaking at our church', days: 40, resolved: false },
];

const applications = [
  { table: 'client_intake_submissions', name: 'Chris Abbott', days: 3 },
  { table: 'client_intake_submissions', name: 'Jade Morris', days: 17 },
  { table: 'employer_partnership_submissions', name: 'Northgate Plastics', days: 9 },
  { table: 'volunteer_applications', name: 'Ruth Keller', days: 22 },
] as const;

function sampleEmail(name: string): string {
  return `${name.toLowerCase().split(/\s+/)[0] ?? 'someone'}@example.org`;
}

/** Contact messages and applications for the admin's inbox panels, spread over the last weeks. */
export async function seedSubmissions(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const contact of contacts) {
    await trx
      .insertInto('contact_submissions')
      .values({
        reference: await nextReference(trx, now),
        name: contact.name,
        email: sampleEmail(contact.name),
        phone: null,
        subject: contact.subject,
        message: `Hello, I am writing about: ${contact.subject.toLowerCase()}. Please get in touch.`,
        submitted_at: daysAgo(now, contact.days),
        is_resolved: contact.resolved,
      })
      .execute();
  }
  for (const sample of applications) {
    await trx
      .insertInto(sample.table)
      .values({
        reference: await nextReference(trx, now),
        name: sample.name,
        email: `${sample.name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
        payload: JSON.stringify({ sample: true }),
        submitted_at: daysAgo(now, sample.days),
      })
      .execute();
  }
}
