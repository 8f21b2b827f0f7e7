import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The narrow card of the forgot- and reset-password pages, on the sign-in page's background. */
export function AccountRecoveryLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <Card className="mx-auto max-w-lg p-5 sm:p-8">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  );
}
