import type { HTMLAttributes } from 'react';

const tones = {
  brand: 'bg-brand-100 text-brand-900',
  accent: 'bg-amber-100 text-amber-900',
  neutral: 'bg-slate-100 text-slate-800',
  success: 'bg-emerald-100 text-emerald-900',
  danger: 'bg-red-100 text-red-900',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'brand',
  className = '',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
