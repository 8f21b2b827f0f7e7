import { ArrowRight, PlusCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';

/** A number the role watches, with its label; the whole card reads as "Label: value". */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    // Two to a row on a phone (icon above the number), side by side from 640 px.
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:size-12">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">
          {new Intl.NumberFormat().format(value)}
        </dd>
      </dl>
    </div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {children}
    </section>
  );
}

/** A titled panel of the dashboard; its heading is an h2 under the page's h1. */
export function Panel({
  title,
  children,
  action,
  className = '',
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export { StatusBadge };

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{children}</p>;
}

/** A panel's list, or the text that says there is nothing in it yet. `render` gives each item's `<li>`, with its key. */
export function PanelList<T>({
  items,
  empty,
  render,
  className = 'divide-y divide-slate-100',
}: {
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
  className?: string;
}) {
  if (items.length === 0) return <EmptyText>{empty}</EmptyText>;
  return <ul className={className}>{items.map(render)}</ul>;
}

/**
 * One row of a dashboard list: what it is, a detail line and its status badge, with an optional
 * lead (a time, initials). `truncate` keeps rows on one line in the narrow three-column panels.
 */
export function StatusRow({
  title,
  detail,
  status,
  lead,
  truncate = false,
}: {
  title: ReactNode;
  detail: ReactNode;
  status: string;
  lead?: ReactNode;
  truncate?: boolean;
}) {
  const cut = truncate ? 'truncate ' : '';
  return (
    <li
      className={
        truncate ? 'flex items-center gap-3 py-3' : 'flex flex-wrap items-center gap-3 py-3'
      }
    >
      {lead}
      <div className="min-w-0 flex-1">
        <p className={`${cut}font-medium text-slate-900`}>{title}</p>
        <p className={`${cut}text-sm text-slate-600`}>{detail}</p>
      </div>
      <StatusBadge status={status} />
    </li>
  );
}

/** The "view all" link in a panel's header, to the page the panel previews. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The quick-action tiles of a dashboard; `icons` go with the links in order (a plus where one is missing). */
export function ActionLinks({
  links,
  icons,
}: {
  links: readonly { to: string; label: string }[];
  icons: readonly LucideIcon[];
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link, index) => {
        const Icon = icons[index] ?? PlusCircle;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-brand-900 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Page heading and one-line intro of a dashboard. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      {children}
    </div>
  );
}
