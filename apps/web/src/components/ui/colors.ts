import type { Color } from '@pathways/content';

/**
 * Content colour tokens mapped to full class strings (Tailwind only keeps classes it can see
 * spelled out). Each pairing keeps text contrast above 4.5:1.
 */
export const colorClasses: Record<Color, { soft: string; icon: string; border: string }> = {
  blue: { soft: 'bg-sky-50', icon: 'bg-sky-100 text-sky-800', border: 'border-t-sky-600' },
  sky: { soft: 'bg-sky-50', icon: 'bg-sky-100 text-sky-800', border: 'border-t-sky-600' },
  green: {
    soft: 'bg-emerald-50',
    icon: 'bg-emerald-100 text-emerald-800',
    border: 'border-t-emerald-600',
  },
  emerald: {
    soft: 'bg-emerald-50',
    icon: 'bg-emerald-100 text-emerald-800',
    border: 'border-t-emerald-600',
  },
  purple: {
    soft: 'bg-violet-50',
    icon: 'bg-violet-100 text-violet-800',
    border: 'border-t-violet-600',
  },
  indigo: {
    soft: 'bg-indigo-50',
    icon: 'bg-indigo-100 text-indigo-800',
    border: 'border-t-indigo-600',
  },
  orange: {
    soft: 'bg-amber-50',
    icon: 'bg-amber-100 text-amber-800',
    border: 'border-t-amber-500',
  },
  amber: { soft: 'bg-amber-50', icon: 'bg-amber-100 text-amber-800', border: 'border-t-amber-500' },
  teal: { soft: 'bg-brand-50', icon: 'bg-brand-100 text-brand-800', border: 'border-t-brand-700' },
  red: { soft: 'bg-rose-50', icon: 'bg-rose-100 text-rose-800', border: 'border-t-rose-600' },
  rose: { soft: 'bg-rose-50', icon: 'bg-rose-100 text-rose-800', border: 'border-t-rose-600' },
  slate: { soft: 'bg-slate-50', icon: 'bg-slate-100 text-slate-800', border: 'border-t-slate-600' },
};
