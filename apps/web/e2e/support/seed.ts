import { expect, request, type APIRequestContext } from '@playwright/test';
import { credentialsOf, type Account, type Who } from './accounts';
import { uniqueSuffix } from './forms';

/**
 * Issue 26: each browser journey makes what it changes (its own case worker, client, posting,
 * application) through the API, so it never moves a figure another test reads from the demo data,
 * runs beside any other spec and runs alone. Staff steps are taken as the demo admin and employer.
 */

const CREATED = 201;
const OK = 200;
const NO_CONTENT = 204;
/** The password every account made here gets. */
const SEEDED_PASSWORD = 'seeded-secret-1';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** The language of the pages a person uses: what the web client names in `Content-Language`. */
export type PageLanguage = 'en' | 'es';

/** One API call that must answer `status`; its JSON body, or a failure that quotes the answer. */
async function call<T>(
  api: APIRequestContext,
  method: Method,
  path: string,
  status: number,
  data?: unknown,
  language: PageLanguage = 'en',
): Promise<T> {
  const headers = { 'content-language': language };
  const response = await api.fetch(path, { method, data, headers });
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

interface Invitation {
  link: string;
}

/** A client made only to be part of a caseload: no password, never signs in. */
export interface CaseloadClient {
  clientId: number;
  fullName: string;
  email: string;
}

export interface SeededClient {
  /** The client's id in the case worker's routes (/api/clients/:id). */
  clientId: number;
  account: Account;
  caseWorker: Account;
}

interface Posting {
  id: number;
  title: string;
}

/** The API, as the demo accounts and the accounts made here, for one test; dispose() at its end. */
export class Seeder {
  private readonly sessions: APIRequestContext[] = [];
  /** One session per account for the test's seeding: each sign-in is a password hash. */
  private readonly signedIn = new Map<string, APIRequestContext>();

  constructor(private readonly baseURL: string) {}

  /** An API session signed in as `who`, the same one each time within the test. */
  async as(who: Who): Promise<APIRequestContext> {
    const credentials = credentialsOf(who);
    const known = this.signedIn.get(credentials.username);
    if (known) return known;
    const api = await this.anonymous();
    await call(api, 'POST', '/api/login', OK, credentials);
    this.signedIn.set(credentials.username, api);
    return api;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.sessions.map((api) => api.dispose()));
  }

  private async anonymous(): Promise<APIRequestContext> {
    const api = await request.newContext({ baseURL: this.baseURL });
    this.sessions.push(api);
    return api;
  }

  /**
   * Follows an invitation link as its owner would: the token for a cookie, then a password, from
   * pages in `language` (accepting in a language makes it the account's language for e-mail).
   */
  private async acceptInvitation(
    invitation: Invitation,
    language: PageLanguage = 'en',
  ): Promise<string> {
    const token = new URL(invitation.link).hash.replace('#token=', '');
    const api = await this.anonymous();
    await call(api, 'POST', '/api/password-reset/verify', OK, { token }, language);
    await call(
      api,
      'POST',
      '/api/password-reset',
      NO_CONTENT,
      { password: SEEDED_PASSWORD, confirmPassword: SEEDED_PASSWORD },
      language,
    );
    return SEEDED_PASSWORD;
  }

  /**
   * An intake sent from pages in `language` and accepted by the admin for `caseWorker`: the
   * client's record and the invitation to their account, not yet used.
   */
  private async acceptedIntake(person: {
    firstName: string;
    lastName: string;
    email: string;
    caseWorker: Account;
    language: PageLanguage;
  }): Promise<{ clientId: number; username: string; invitation: Invitation }> {
    const visitor = await this.anonymous();
    const intake = await call<{ id: number }>(
      visitor,
      'POST',
      '/api/client-intake',
      CREATED,
      {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: '3195550101',
        address: '12 Elm Street',
        city: 'Waterloo',
        state: 'IA',
        zipCode: '50701',
        dateOfBirth: '1990-04-12',
        emergencyContact: 'Sam Reed',
        emergencyPhone: '3195550102',
        education: 'high-school',
        workExperience: 'Three years in a warehouse.',
        skillsInterests: 'Forklift, inventory, cooking.',
        goals: 'A steady full-time job.',
        transportation: 'public-transport',
        availability: 'Weekdays',
        criminalHistory: true,
        criminalDetails: 'One conviction in 2015.',
        consent: true,
      },
      person.language,
    );
    const admin = await this.as('admin');
    return call(admin, 'POST', `/api/inbox/clientIntake/${intake.id}/accept`, CREATED, {
      caseWorkerId: person.caseWorker.id,
    });
  }

  /** A case worker of the test's own (a name no other has), an empty caseload, who can sign in. */
  async caseWorker(firstName = 'Casey'): Promise<Account> {
    const admin = await this.as('admin');
    const suffix = uniqueSuffix();
    const fullName = `${firstName} Worker${suffix}`;
    const username = `worker-${suffix}`;
    const email = `${username}@pathways.test`;
    const { user, invitation } = await call<{ user: { id: number }; invitation: Invitation }>(
      admin,
      'POST',
      '/api/admin/users',
      CREATED,
      { fullName, email, username, role: 'caseWorker' },
    );
    const password = await this.acceptInvitation(invitation);
    return { id: user.id, username, password, fullName, email };
  }

  /**
   * A client made as a person would become one: an intake sent, accepted by the admin for
   * `caseWorker` (one of the test's own unless given), and the invitation used to set a password.
   */
  async client(
    options: {
      firstName?: string;
      lastName?: string;
      caseWorker?: Account;
      /** The language of the pages the person applies and accepts the invitation in. */
      language?: PageLanguage;
    } = {},
  ): Promise<SeededClient> {
    const suffix = uniqueSuffix();
    const firstName = options.firstName ?? 'Dana';
    const lastName = options.lastName ?? `Seeded${suffix}`;
    const email = `client-${suffix}@example.org`;
    const language = options.language ?? 'en';
    const caseWorker = options.caseWorker ?? (await this.caseWorker());
    const accepted = await this.acceptedIntake({
      firstName,
      lastName,
      email,
      caseWorker,
      language,
    });
    const password = await this.acceptInvitation(accepted.invitation, language);
    return {
      clientId: accepted.clientId,
      caseWorker,
      account: {
        id: accepted.clientId,
        username: accepted.username,
        password,
        fullName: `${firstName} ${lastName}`,
        email,
      },
    };
  }

  /**
   * `count` clients of `caseWorker`, each with a name and address of its own, made one after the
   * other (names sort in the order made); none of them signs in, so no invitation is used.
   */
  async caseload(caseWorker: Account, count: number): Promise<CaseloadClient[]> {
    const suffix = uniqueSuffix();
    const clients: CaseloadClient[] = [];
    for (let index = 1; index <= count; index += 1) {
      const lastName = `Caseload${suffix}n${index}`;
      const email = `caseload-${suffix}-${index}@example.org`;
      const accepted = await this.acceptedIntake({
        firstName: 'Robin',
        lastName,
        email,
        caseWorker,
        language: 'en',
      });
      clients.push({ clientId: accepted.clientId, fullName: `Robin ${lastName}`, email });
    }
    return clients;
  }

  /** An appointment the client's case worker books (`date`: ISO, with its offset). */
  async appointment(
    client: SeededClient,
    title: string,
    date: string,
    notes?: string,
  ): Promise<{ id: number }> {
    const worker = await this.as(client.caseWorker);
    return call(worker, 'POST', `/api/clients/${client.clientId}/appointments`, CREATED, {
      title,
      date,
      mode: 'inPerson',
      ...(notes === undefined ? {} : { notes }),
    });
  }

  /** A draft posting of the demo employer (Cedar Valley Manufacturing), not yet sent for review. */
  async draftPosting(title: string): Promise<Posting> {
    const employer = await this.as('employer');
    return call<Posting>(employer, 'POST', '/api/employer/jobs', CREATED, {
      title,
      description: `${title}: tend the line, check the work and keep the floor safe.`,
      location: 'Cedar Falls, IA',
      payMin: 18,
      payMax: 21,
      schedule: 'fullTime',
      fairChanceStatement: 'We hire people, not records.',
    });
  }

  /** A posting of the demo employer (Cedar Valley Manufacturing), approved and published. */
  async publishedPosting(title: string): Promise<Posting> {
    const job = await this.draftPosting(title);
    const employer = await this.as('employer');
    await call(employer, 'POST', `/api/employer/jobs/${job.id}/status`, OK, { to: 'submitted' });
    const admin = await this.as('admin');
    await call(admin, 'POST', `/api/admin/jobs/${job.id}/review`, OK, { decision: 'approve' });
    return job;
  }

  /** The client's application to a posting, sent as they would. */
  async application(client: SeededClient, posting: Posting): Promise<{ id: number }> {
    const api = await this.as(client.account);
    return call(api, 'POST', `/api/jobs/${posting.id}/applications`, CREATED, {});
  }

  /**
   * The client hired by the demo employer on a posting of its own, starting on `startDate`
   * (YYYY-MM-DD): the placement with its follow-ups and hiring paperwork (WOTC Form 8850, the
   * Federal Bonding request due on the first day).
   */
  async hire(client: SeededClient, title: string, startDate: string): Promise<void> {
    const posting = await this.publishedPosting(title);
    const applied = await call<{ id: number; version: number }>(
      await this.as(client.account),
      'POST',
      `/api/jobs/${posting.id}/applications`,
      CREATED,
      {},
    );
    const employer = await this.as('employer');
    const path = `/api/employer/applications/${applied.id}/status`;
    let version = applied.version;
    for (const to of ['Conditional offer', 'Offer']) {
      version = (await call<{ version: number }>(employer, 'POST', path, OK, { to, version }))
        .version;
    }
    await call(employer, 'POST', path, OK, {
      to: 'Hired',
      version,
      startDate,
      hourlyWage: 18,
      hoursPerWeek: 40,
    });
  }

  /** Interview times (ISO instants) the demo employer proposes for an application. */
  async interviewTimes(applicationId: number, times: string[]): Promise<void> {
    const employer = await this.as('employer');
    const path = `/api/employer/applications/${applicationId}/interview-times`;
    await call(employer, 'POST', path, OK, { times });
  }
}
