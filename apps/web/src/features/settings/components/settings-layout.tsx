import { settings } from '@pathways/content';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const sections = [
  { to: paths.adminOutbox, label: settings.nav.outbox },
  { to: paths.adminActionPlan, label: settings.nav.actionPlan },
];

/** Admin › Settings: its heading, a link per section (Outbox, Action plan), and the section. */
export function SettingsLayout() {
  useDocumentTitle(settings.title);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{settings.title}</h1>
        <p className="mt-1 text-slate-700">{settings.intro}</p>
      </div>
      <nav aria-label={settings.nav.label}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `-mb-px flex min-h-11 items-center border-b-2 px-4 font-semibold ${
                    isActive
                      ? 'border-brand-800 text-brand-900'
                      : 'border-transparent text-slate-700 hover:text-brand-900'
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
