import { fillTemplate, type DashboardRole } from '@pathways/content';
import {
  ArrowLeft,
  BarChart3,
  Briefcase,
  Calendar,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  PlusCircle,
  Settings,
  Star,
  User,
  UserCheck,
  Users,
  BookOpen,
  Building2,
  Search,
  Inbox,
  ListTodo,
} from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useMyTasksCount, useMyUnreadMessages, useUnreadMessages } from '../api/dashboards';
import { usePortalText, type PortalText } from '@/lib/portal-text/portal-text';
import { roleSegments } from '../utils/roles';

const icons: Record<string, LucideIcon> = {
  profile: User,
  jobs: Briefcase,
  applications: FileText,
  appointments: Calendar,
  resources: BookOpen,
  messages: MessageSquare,
  clients: Users,
  reports: BarChart3,
  users: Users,
  'case-workers': UserCheck,
  employers: Building2,
  'success-stories': Star,
  settings: Settings,
  'post-job': PlusCircle,
  candidates: Search,
  inbox: Inbox,
  today: ListTodo,
};

/** The case worker's landing view (issue 31.1), first in their sidebar. */
const LANDING_SLUG = 'today';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * Spec §2: Dashboard for everyone, then the role's own links under /dashboard/<role>/<link>; a
 * case worker's Today, their landing view after sign-in (issue 31.1), comes before Dashboard.
 */
export function navItemsFor(role: DashboardRole, text: PortalText): NavItem[] {
  const base = `${text.root}/${roleSegments[role]}`;
  const links = (text.navLinks[role] ?? []).map((link) => ({
    slug: link.slug,
    to: `${base}/${link.slug}`,
    label: link.label,
    icon: icons[link.slug] ?? FileText,
  }));
  const first = role === 'caseWorker' ? links.filter((link) => link.slug === LANDING_SLUG) : [];
  return [
    ...first,
    { to: text.root, label: text.frame.nav.dashboard, icon: LayoutDashboard },
    ...links.filter((link) => !first.includes(link)),
  ].map(({ to, label, icon }) => ({ to, label, icon }));
}

/**
 * The links of the sidebar and of the small-screen menu. Collapsed, only icons show; each link keeps
 * its name for screen readers and gets a tooltip for mouse users.
 */
export function SidebarNav({
  role,
  collapsed = false,
  onNavigate,
}: {
  role: DashboardRole;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const text = usePortalText();
  const { nav, backToWebsite } = text.frame;
  const homePath = useLocalizedHref()(paths.home);
  // Staff see how many client messages wait for them beside Messages; a client, their case worker's.
  const staffUnread = useUnreadMessages(role === 'caseWorker').data?.unread ?? 0;
  const clientUnread = useMyUnreadMessages(role === 'client').data?.unread ?? 0;
  const unread = role === 'client' ? clientUnread : staffUnread;
  // A case worker's count of today's tasks beside Today (the page's own query: they agree).
  const tasks = useMyTasksCount(role === 'caseWorker').data?.total ?? 0;
  const tasksCountId = useId();
  const dashboardRoot = `${text.root}/${roleSegments[role]}`;
  const messagesPath = `${dashboardRoot}/messages`;
  const linkClass = (active: boolean) =>
    `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors ${
      active ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'
    } ${collapsed ? 'justify-center px-0' : ''}`;
  return (
    <nav aria-label={nav.label} className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {navItemsFor(role, text).map((item) => {
          const Icon = item.icon;
          const label = <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>;
          // "Dashboard" is /dashboard, which redirects: it is the current page on the role's dashboard root.
          if (item.to === text.root) {
            const current = pathname === dashboardRoot;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  title={collapsed ? item.label : undefined}
                  aria-current={current ? 'page' : undefined}
                  className={linkClass(current)}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </Link>
              </li>
            );
          }
          const counted = item.to === `${dashboardRoot}/today` && tasks > 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                title={collapsed ? item.label : undefined}
                aria-describedby={counted ? tasksCountId : undefined}
                className={({ isActive }) => linkClass(isActive)}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
                {counted ? (
                  // A description, not part of the link's name: "Today" stays "Today".
                  <span
                    id={tasksCountId}
                    aria-hidden="true"
                    className={`rounded-full bg-brand-100 px-2 text-xs font-bold text-brand-900 ${
                      collapsed ? 'sr-only' : 'ml-auto'
                    }`}
                  >
                    {fillTemplate(nav.tasks, { count: String(tasks) })}
                  </span>
                ) : null}
                {item.to === messagesPath && unread > 0 ? (
                  <span
                    className={`rounded-full bg-amber-500 px-2 text-xs font-bold text-slate-950 ${
                      collapsed ? 'sr-only' : 'ml-auto'
                    }`}
                  >
                    {fillTemplate(nav.unread, { count: String(unread) })}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-3">
        <Link
          to={homePath}
          onClick={onNavigate}
          title={collapsed ? backToWebsite : undefined}
          className={linkClass(false)}
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>{backToWebsite}</span>
        </Link>
      </div>
    </nav>
  );
}
