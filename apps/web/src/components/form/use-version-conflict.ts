import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { ConflictRow, VersionConflictProps } from './version-conflict';

const CONFLICT = 409;

/** A versioned form: what it needs to show a stale save as "someone changed this; here are both". */
export interface VersionConflictConfig<T> {
  /** Reads the record again after a 409, in the form's shape (its `version` included). */
  reload: () => Promise<T>;
  /** The fields shown side by side, in the form's order, with their labels (`show` words a value). */
  fields: readonly { name: Path<T>; label: string; show?: (value: string) => string }[];
}

const versionOf = (values: FieldValues): unknown => (values as { version?: unknown }).version;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * The 409 of a form that saves over the version it read. A 409 alone does not prove a stale
 * version (some say "not yet due"), so the record is read again: only when its version moved on
 * are both shown; otherwise `handle` answers false and the caller shows the error as usual.
 */
export function useVersionConflict<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  config: VersionConflictConfig<T> | undefined,
) {
  const [conflict, setConflict] = useState<{ theirs: T; yours: T } | null>(null);

  const handle = async (error: unknown): Promise<boolean> => {
    if (!config || !(error instanceof ApiError) || error.status !== CONFLICT) return false;
    const yours = form.getValues();
    const theirs = await config.reload().catch(() => undefined);
    if (!theirs || versionOf(theirs) === versionOf(yours)) return false;
    setConflict({ theirs, yours });
    return true;
  };

  /** The view's props while a conflict is open; `resubmit` sends the form again. */
  const viewProps = (resubmit: () => void, pending: boolean): VersionConflictProps | undefined => {
    if (!conflict || !config) return undefined;
    const { theirs, yours } = conflict;
    const rows: ConflictRow[] = config.fields.map(({ name, label, show = (value) => value }) => ({
      label,
      theirs: show(asText(theirs[name])),
      yours: show(asText(yours[name])),
    }));
    return {
      rows,
      pending,
      onTakeTheirs: () => {
        form.reset(theirs);
        setConflict(null);
      },
      onKeepMine: () => {
        // What was typed, now saved over the version just read.
        form.reset({ ...yours, version: versionOf(theirs) });
        setConflict(null);
        resubmit();
      },
    };
  };

  return { handle, viewProps, open: conflict !== null };
}
