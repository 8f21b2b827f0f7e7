import type { HTMLAttributes, ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  soft: 'bg-slate-50',
  brand: 'bg-brand-50',
  dark: 'bg-brand-900 text-white',
} as const;

/** A full-width page band with the site's standard width and generous vertical spacing. */
export function Section({
  tone = 'white',
  className = '',
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <section className={`${tones[tone]} ${className}`} {...props}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">{children}</div>
    </section>
  );
}

/** The heading block of a section: optional eyebrow, an h2 and a short intro. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  invert = false,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  id?: string;
  align?: 'center' | 'left';
  invert?: boolean;
}) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`mb-10 max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-wider ${invert ? 'text-accent-300' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${invert ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {description ? (
        <p className={`mt-4 text-lg ${invert ? 'text-brand-50' : 'text-slate-700'}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** The top band of an inner page: its single h1, an intro and optional actions. */
export function PageHero({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description?: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full border-2 border-accent-300/40"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-white/5"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        {badge ? <div className="mb-4">{badge}</div> : null}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description ? (
          <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
