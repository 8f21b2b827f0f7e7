import type { UserRole } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { daysAgo } from './time.js';

/** The shared password of every demo account; printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'pathways-demo';
export const demoAccounts = [
  {
    username: 'demo-client',
    role: 'client',
    fullName: 'Jordan Ellis',
    email: 'demo-client@example.org',
  },
  {
    username: 'demo-caseworker',
    role: 'caseWorker',
    fullName: 'Maria Santos',
    email: 'demo-caseworker@example.org',
  },
  {
    username: 'demo-admin',
    role: 'admin',
    fullName: 'Alex Morgan',
    email: 'demo-admin@example.org',
  },
  {
    username: 'demo-employer',
    role: 'employer',
    fullName: 'Dana Whitfield',
    email: 'demo-employer@example.org',
  },
] as const;

/** Sign-ups are spread over the last eight weeks so the admin's weekly chart has a shape. */
const SIGNUP_SPACING_DAYS = 2;
const DEMO_PHONE = '(319) 555-0100';

export interface DemoUser {
  username: string;
  role: UserRole;
  fullName: string;
  email: string;
}

/**
 * Adds demo users one after another, each signed up a little earlier than the last, and remembers
 * their ids by username for the parts seeded after them.
 */
export class DemoUsers {
  private readonly ids = new Map<string, number>();
  private signupIndex = 0;

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly passwordHash: string,
    private readonly now: Date,
  ) {}

  async add(user: DemoUser): Promise<number> {
    const row = await this.trx
      .insertInto('users')
      .values({
        username: user.username,
        password: this.passwordHash,
        email: user.email,
        role: user.role,
        full_name: user.fullName,
        phone: DEMO_PHONE,
        created_at: daysAgo(this.now, SIGNUP_SPACING_DAYS * this.signupIndex++),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.ids.set(user.username, row.id);
    return row.id;
  }

  idOf(username: string): number | undefined {
    return this.ids.get(username);
  }
}
