import type { ReactNode } from 'react';

/** A titled group of related fields, so a long application reads as short steps. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
