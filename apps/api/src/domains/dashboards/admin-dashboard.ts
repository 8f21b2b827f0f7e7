import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { CHART_WEEKS, RECENT_LIMIT, WEEK_MS, count, perWeek } from './shared.js';

/** The admin's counts, eight weeks of sign-ups and submissions, and the latest of each. */
export async function getAdminDashboard(db: Kysely<Database>, now = new Date()) {
  const countOf = async (query: Promise<{ n: string | number | bigint } | undefined>) =>
    count((await query)?.n);
  const countAll = sql<string>`count(*)`.as('n');
  const [users, clients, employers, openJobs, newContacts, openPledges] = await Promise.all([
    countOf(db.selectFrom('users').select(countAll).executeTakeFirst()),
    countOf(
      db.selectFrom('users').select(countAll).where('role', '=', 'client').executeTakeFirst(),
    ),
    countOf(db.selectFrom('employers').select(countAll).executeTakeFirst()),
    countOf(
      db.selectFrom('jobs').select(countAll).where('status', '=', 'published').executeTakeFirst(),
    ),
    countOf(
      db
        .selectFrom('contact_submissions')
        .select(countAll)
        .where('is_resolved', '=', false)
        .executeTakeFirst(),
    ),
    // Donation pledges staff have yet to arrange (issue 12), until the staff inbox lists them.
    countOf(
      db
        .selectFrom('donation_pledges')
        .select(countAll)
        .where('is_resolved', '=', false)
        .executeTakeFirst(),
    ),
  ]);
  const since = new Date(now.getTime() - CHART_WEEKS * WEEK_MS);
  const signups = await db
    .selectFrom('users')
    .select('created_at')
    .where('created_at', '>=', since)
    .execute();
  const submissionDates: Date[] = [];
  for (const table of [
    'contact_submissions',
    'client_intake_submissions',
    'employer_partnership_submissions',
    'volunteer_applications',
    'employer_onboarding_submissions',
    'donation_pledges',
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select('submitted_at')
      .where('submitted_at', '>=', since)
      .execute();
    submissionDates.push(...rows.map((row) => row.submitted_at));
  }
  const recentUsers = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'email', 'role', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  const recentContacts = await db
    .selectFrom('contact_submissions')
    .select(['id', 'reference', 'name', 'email', 'subject', 'submitted_at', 'is_resolved'])
    .orderBy('submitted_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  const recentStories = await db
    .selectFrom('success_stories')
    .select(['id', 'title', 'category', 'publish_date', 'is_published'])
    .orderBy('publish_date', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return {
    stats: {
      users,
      clients,
      employers,
      openJobs,
      newContactSubmissions: newContacts,
      openPledges,
    },
    signupsPerWeek: perWeek(
      signups.map((row) => row.created_at),
      now,
    ),
    submissionsPerWeek: perWeek(submissionDates, now),
    recentUsers: recentUsers.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.full_name,
      email: row.email,
      role: row.role,
      createdAt: row.created_at.toISOString(),
      status: 'Active',
    })),
    recentContactSubmissions: recentContacts.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      subject: row.subject,
      submittedAt: row.submitted_at.toISOString(),
      status: row.is_resolved ? 'Replied' : 'New',
    })),
    recentStories: recentStories.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      publishDate: row.publish_date.toISOString(),
      status: row.is_published ? 'Published' : 'Draft',
    })),
  };
}
