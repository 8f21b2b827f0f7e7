/** The API's demo accounts (apps/api/src/db/seed/demo), all with the same password. */
export const DEMO_PASSWORD = 'pathways-demo';

export const demoAccounts = {
  client: { username: 'demo-client', fullName: 'Jordan Ellis', email: 'demo-client@example.org' },
  caseWorker: {
    username: 'demo-caseworker',
    fullName: 'Maria Santos',
    email: 'demo-caseworker@example.org',
  },
  admin: { username: 'demo-admin', fullName: 'Alex Morgan', email: 'demo-admin@example.org' },
  employer: {
    username: 'demo-employer',
    fullName: 'Dana Whitfield',
    email: 'demo-employer@example.org',
  },
} as const;

export type Role = keyof typeof demoAccounts;

/** What signs an account in. */
export interface Credentials {
  username: string;
  password: string;
}

/** An account a test made for itself (support/seed.ts). */
export interface Account extends Credentials {
  id: number;
  fullName: string;
  email: string;
}

/** A demo account by its role, or an account a test made. */
export type Who = Role | Credentials;

export function credentialsOf(who: Who): Credentials {
  return typeof who === 'string'
    ? { username: demoAccounts[who].username, password: DEMO_PASSWORD }
    : who;
}
