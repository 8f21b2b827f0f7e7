import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLocaleText } from '@/lib/i18n/locale-context';

export interface ConflictRow {
  label: string;
  /** What is saved now (someone else's save). */
  theirs: string;
  /** What this person typed and has not saved. */
  yours: string;
}

export interface VersionConflictProps {
  rows: readonly ConflictRow[];
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  pending: boolean;
}

/**
 * "Someone changed this; here are both" (issue 26): shown instead of a bare error when a save is
 * refused because the record moved on (409). Each field shows the saved value beside the typed one,
 * so the person can take theirs or keep their own and save over it. It takes focus when it appears,
 * so a screen reader announces it where the person is.
 */
export function VersionConflict({ rows, onTakeTheirs, onKeepMine, pending }: VersionConflictProps) {
  const { formChrome } = useLocaleText();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  const shown = (value: string) => (value === '' ? formChrome.conflictEmpty : value);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border-4 border-amber-600 bg-white p-4 focus-visible:outline-offset-4"
      data-testid="version-conflict"
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {formChrome.conflictTitle}
      </h3>
      <p className="text-sm text-slate-800">{formChrome.conflictIntro}</p>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.label} className="text-sm">
            <p className="font-semibold text-slate-900">{row.label}</p>
            <dl className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="rounded bg-slate-50 p-2">
                <dt className="text-slate-700">{formChrome.conflictTheirs}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">
                  {shown(row.theirs)}
                </dd>
              </div>
              <div className="rounded bg-amber-50 p-2">
                <dt className="text-slate-700">{formChrome.conflictYours}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">
                  {shown(row.yours)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={pending} onClick={onTakeTheirs}>
          {formChrome.takeTheirs}
        </Button>
        <Button type="button" disabled={pending} onClick={onKeepMine}>
          {formChrome.keepMine}
        </Button>
      </div>
    </div>
  );
}
