import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { loadPlanTemplate } from '../../../domains/clients/repository.js';
import { PLACEMENT_STEP, dateAfter } from '../../../services/action-plan.js';
import type { DemoUsers } from './accounts.js';
import { DAY_MS, daysAgo } from './time.js';

/**
 * Case management's demo (issue 13): two more case workers with 20 clients each, at every stage,
 * with plans, notes, consents (active, expiring soon, expired, revoked), appointments and message
 * threads, some waiting for an answer. With demo-caseworker's 20 that makes 60 clients. The
 * dashboards' fixed demo figures (demo-caseworker's 20 clients split 45/20/25/10) are untouched:
 * everything here belongs to the two new case workers, and demo-caseworker's threads are read.
 */
const caseWorkers = [
  {
    username: 'demo-caseworker-2',
    fullName: 'Priya Raman',
    email: 'demo-caseworker-2@example.org',
  },
  {
    username: 'demo-caseworker-3',
    fullName: 'Tom Becker',
    email: 'demo-caseworker-3@example.org',
  },
] as const;
const CLIENTS_PER_WORKER = 20;
/** demo-client … demo-client-20 are taken by the demo caseload. */
const FIRST_CLIENT_NUMBER = 21;

const firstNames = ['Aaron', 'Bianca', 'Cedric', 'Dolores', 'Ezra', 'Fatima', 'Grant', 'Hope'];
const lastNames = ['Abbott', 'Blaine', 'Castillo', 'Dunn', 'Ecker'];

const statuses = ['Onboarding', 'Job Searching', 'Interviewing', 'Placement'] as const;
/** How many of the plan's first steps are done at each status (placement is the fifth). */
const stepsDone: Record<(typeof statuses)[number], number> = {
  Onboarding: 1,
  'Job Searching': 3,
  Interviewing: 4,
  Placement: 5,
};

const noteTexts = [
  {
    body: 'Assessment done. Strong forklift experience; needs a reinstated licence.',
    internal: false,
  },
  { body: 'Called about the ID appointment at the DMV; documents ready.', internal: false },
  { body: 'Parole officer confirmed the curfew allows second shift.', internal: true },
  { body: 'Practised interview answers about the gap in work history.', internal: false },
  { body: 'Housing is unstable this month; referred to the shelter partner.', internal: true },
];

const threads: { fromClient: boolean; body: string }[][] = [
  [
    {
      fromClient: false,
      body: 'Your interview at Riverbend Logistics is Thursday at 10. Bring two IDs.',
    },
    { fromClient: true, body: 'Thank you! Do I need steel-toe boots for the tour?' },
  ],
  [
    { fromClient: true, body: 'I got the job offer letter today.' },
    { fromClient: false, body: 'Congratulations! Let us go over the start date on Monday.' },
  ],
  [
    { fromClient: false, body: 'Reminder: resume review tomorrow at 2 pm.' },
    { fromClient: true, body: 'Can we move it to the morning? I have a shift.' },
    { fromClient: true, body: 'Any time before noon works.' },
  ],
];

const employers = ['Riverbend Logistics', 'Hawkeye Foods', 'Cedar Valley Manufacturing'];
const CONSENT_TEXT_VERSION = 'employer-sharing-2026-11';
const PROGRAM_CONSENT_TEXT_VERSION = 'intake-program-consent-2026-11';
const CONSENT_DAYS = 365;
const MESSAGE_GAP_MS = 3 * 60 * 60 * 1000;
const READ_AFTER_MS = 30 * 60 * 1000;

export async function seedCaseManagementDemo(
  trx: Transaction<Database>,
  users: DemoUsers,
  now: Date,
): Promise<void> {
  const template = await loadPlanTemplate(trx);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  let number = FIRST_CLIENT_NUMBER;
  for (const worker of caseWorkers) {
    const workerId = await users.add({ ...worker, role: 'caseWorker' });
    for (let index = 0; index < CLIENTS_PER_WORKER; index += 1, number += 1) {
      const username = `demo-client-${number}`;
      const fullName = `${firstNames[number % firstNames.length] ?? 'Sam'} ${
        lastNames[(number * 3) % lastNames.length] ?? 'Lee'
      }`;
      const clientId = await users.add({
        username,
        role: 'client',
        fullName,
        email: `${username}@example.org`,
      });
      const status = statuses[index % statuses.length] ?? 'Onboarding';
      const intakeDaysAgo = 10 + index * 9;
      await trx
        .insertInto('client_profiles')
        .values({
          user_id: clientId,
          case_worker_id: workerId,
          current_status: status,
          intake_date: daysAgo(now, intakeDaysAgo),
          employment_goal: 'Full-time work with benefits',
          housing_status: index % 5 === 0 ? 'Transitional housing' : 'Stable',
          resume_summary: status === 'Onboarding' ? null : 'Warehouse, kitchen and forklift work.',
          barriers_to_employment: ['Criminal record'],
        })
        .execute();
      await trx
        .insertInto('client_events')
        .values({
          client_id: clientId,
          actor_id: workerId,
          at: daysAgo(now, intakeDaysAgo),
          action: 'createdFromIntake',
          changes: JSON.stringify({
            caseWorker: [null, worker.fullName],
            status: [null, 'Onboarding'],
          }),
        })
        .execute();

      // The plan from the template: the first steps done, follow-ups dated from the placement.
      const done = stepsDone[status];
      const planMade = daysAgo(now, intakeDaysAgo - 2);
      const placedAt =
        status === 'Placement' ? daysAgo(now, Math.max(1, intakeDaysAgo - 60)) : null;
      await trx
        .insertInto('milestones')
        .values(
          template.map((step, position) => {
            const completed = position < done;
            const due =
              step.dueInDays !== null
                ? dateAfter(planMade, step.dueInDays)
                : placedAt && step.daysAfterPlacement !== null
                  ? dateAfter(placedAt, step.daysAfterPlacement)
                  : null;
            const followUpDone =
              placedAt !== null &&
              due !== null &&
              step.daysAfterPlacement !== null &&
              due < dateAfter(now, 0);
            return {
              client_id: clientId,
              name: step.name,
              description: step.description,
              due_date: due,
              owner_id: workerId,
              position,
              is_completed: completed || followUpDone,
              completed_date:
                step.name === PLACEMENT_STEP && placedAt
                  ? placedAt
                  : completed || followUpDone
                    ? daysAgo(now, Math.max(0, intakeDaysAgo - 5 * (position + 1)))
                    : null,
            };
          }),
        )
        .execute();

      // Notes: one to three, the latest first on the record.
      for (let note = 0; note <= index % 3; note += 1) {
        const text = noteTexts[(index + note) % noteTexts.length] ?? noteTexts[0];
        if (!text) continue;
        await trx
          .insertInto('case_notes')
          .values({
            client_id: clientId,
            author_id: workerId,
            body: text.body,
            is_internal: text.internal,
            created_at: daysAgo(now, Math.max(0, intakeDaysAgo - 3 * (note + 1))),
          })
          .execute();
      }

      // Consents: program participation from the intake; employer sharing in every state.
      const given = daysAgo(now, intakeDaysAgo);
      await trx
        .insertInto('consents')
        .values({
          client_id: clientId,
          scope: 'program',
          recipient: null,
          text_version: PROGRAM_CONSENT_TEXT_VERSION,
          obtained_by: 'inPerson',
          given_at: given,
          expires_at: new Date(given.getTime() + CONSENT_DAYS * DAY_MS),
          recorded_by: workerId,
        })
        .execute();
      const employerState = index % 4;
      const employerName = employers[index % employers.length] ?? 'Riverbend Logistics';
      const employerGiven =
        employerState === 2 ? daysAgo(now, 400) : daysAgo(now, employerState === 1 ? 345 : 20);
      await trx
        .insertInto('consents')
        .values({
          client_id: clientId,
          scope: 'employer',
          // Named by id, as the portal records it; the name is the one the client saw.
          employer_id: (eb) =>
            eb
              .selectFrom('employers')
              .select('id')
              .where('company_name', '=', employerName)
              .limit(1),
          recipient: employerName,
          text_version: CONSENT_TEXT_VERSION,
          obtained_by: 'inPerson',
          given_at: employerGiven,
          expires_at: new Date(employerGiven.getTime() + CONSENT_DAYS * DAY_MS),
          revoked_at: employerState === 3 ? daysAgo(now, 5) : null,
          recorded_by: workerId,
        })
        .execute();

      // An appointment coming up, and one that took place (attended or missed).
      await trx
        .insertInto('appointments')
        .values([
          {
            client_id: clientId,
            case_worker_id: workerId,
            title: index % 2 === 0 ? 'Check-in' : 'Mock interview',
            date: at(1 + (index % 10)),
            mode: index % 3 === 0 ? 'virtual' : 'inPerson',
            status: 'Confirmed',
          },
          {
            client_id: clientId,
            case_worker_id: workerId,
            title: 'Assessment meeting',
            date: daysAgo(now, Math.max(1, intakeDaysAgo - 3)),
            mode: 'inPerson',
            status: 'Confirmed',
            attendance: index % 6 === 5 ? 'noShow' : 'attended',
            is_completed: index % 6 !== 5,
          },
        ])
        .execute();

      // A message thread for two in three clients; the client's last words may still be unread.
      const thread = (index % 3 === 2 ? undefined : threads[index % threads.length]) ?? [];
      for (const [position, message] of thread.entries()) {
        // Three hours apart, the last one three hours ago.
        const sentAt = new Date(now.getTime() - (thread.length - position) * MESSAGE_GAP_MS);
        const unread = message.fromClient && index % 2 === 0;
        await trx
          .insertInto('case_messages')
          .values({
            client_id: clientId,
            author_id: message.fromClient ? clientId : workerId,
            from_client: message.fromClient,
            body: message.body,
            sent_at: sentAt,
            read_at: unread ? null : new Date(sentAt.getTime() + READ_AFTER_MS),
          })
          .execute();
      }
    }
  }
}
