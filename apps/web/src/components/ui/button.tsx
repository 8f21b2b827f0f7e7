import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900 disabled:bg-slate-400',
  secondary:
    'border border-brand-800 bg-white text-brand-800 hover:bg-brand-50 disabled:text-slate-500 disabled:border-slate-300',
  accent: 'bg-accent-300 text-slate-950 hover:bg-accent-400 disabled:bg-slate-300',
  /** Outlined in white, for buttons on the dark teal bands. */
  inverse:
    'border border-white bg-transparent text-white hover:bg-white/10 disabled:text-slate-300',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-slate-500',
  destructive: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

/** Minimum 44px tall at the default size so it is easy to hit on a phone (WCAG 2.5.8). */
export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className = '',
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={`${buttonClasses(variant, size)} ${className}`}
      {...props}
    />
  );
}
