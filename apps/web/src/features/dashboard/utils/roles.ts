import type { DashboardRole } from '@pathways/content';
import { paths } from '@/config/paths';

/** The URL segment of each role's dashboard (spec §2: /dashboard/client, /dashboard/case-worker, ...). */
export const roleSegments: Record<DashboardRole, string> = {
  client: 'client',
  caseWorker: 'case-worker',
  admin: 'admin',
  employer: 'employer',
};

export const dashboardRoles = Object.keys(roleSegments) as DashboardRole[];

export function isDashboardRole(role: unknown): role is DashboardRole {
  return typeof role === 'string' && (dashboardRoles as string[]).includes(role);
}

/** Where /dashboard sends a user (spec §6); null for an unknown role, which goes to /auth. */
export function dashboardPathFor(role: unknown): string | null {
  return isDashboardRole(role) ? `${paths.dashboard}/${roleSegments[role]}` : null;
}

/** Spec §6: a role-protected route admits its own role and admin. */
export function canOpenDashboard(userRole: unknown, dashboardRole: DashboardRole): boolean {
  return userRole === dashboardRole || userRole === 'admin';
}

/** "Jordan Ellis" → "JE"; at most two letters, from the first and last names. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
