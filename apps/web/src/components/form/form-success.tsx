import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocaleText } from '@/lib/i18n/locale-context';

/**
 * The success screen that replaces a form: a check mark, a heading that takes focus (so screen readers
 * hear the outcome), the text, the reference number if there is one, and what to do next.
 */
export function FormSuccess({
  heading,
  children,
  reference,
  actions,
}: {
  heading: string;
  children: ReactNode;
  reference?: string;
  actions?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { formChrome } = useLocaleText();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className="grid justify-items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center"
      data-testid="form-success"
    >
      <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-700" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {heading}
      </h2>
      <div className="max-w-prose text-slate-800">{children}</div>
      {reference ? (
        <p className="rounded-md bg-white px-4 py-2 text-slate-900 shadow-sm">
          {formChrome.referenceLabel}{' '}
          <strong className="font-mono text-lg" data-testid="reference">
            {reference}
          </strong>
          <span className="block text-sm text-slate-600">{formChrome.referenceHint}</span>
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
