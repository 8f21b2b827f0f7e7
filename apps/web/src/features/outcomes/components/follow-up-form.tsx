import { fillTemplate, outcomesText } from '@pathways/content';
import type { FollowUp } from '@pathways/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { fieldClass } from '@/components/portal/parts';
import { useRecordFollowUp } from '../api/placements';

const text = outcomesText.placements.form;
type Answer = 'yes' | 'no' | '';
const FIELD_ORDER = ['stillEmployed', 'sameEmployer', 'hourlyWage', 'notes'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

const toBoolean = (answer: Answer) => (answer === '' ? undefined : answer === 'yes');

function YesNo({
  id,
  name,
  legend,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  value: Answer;
  error: string | undefined;
  onChange: (value: Answer) => void;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex gap-4">
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option === 'yes' ? text.yes : text.no}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-900">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Records one follow-up: still employed, same employer, wage and notes. The server checks it (400
 * with a message per field, shown beside the field, focus on the first; 409 when someone else
 * recorded it first); what was typed stays in the form either way.
 */
export function FollowUpForm({
  clientId,
  followUp,
  onDone,
}: {
  clientId: number;
  followUp: FollowUp;
  onDone: () => void;
}) {
  const record = useRecordFollowUp(clientId);
  const ids = useId();
  const [employed, setEmployed] = useState<Answer>('');
  const [same, setSame] = useState<Answer>('');
  const [wage, setWage] = useState('');
  const [notes, setNotes] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors =
    record.error instanceof ApiError ? (record.error.fieldErrors ?? {}) : ({} as const);
  const errorOf = (field: FieldName) => fieldErrors[field]?.[0];
  const idOf = (field: FieldName) => `${ids}-${field}`;

  useEffect(() => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
    // Only when a new answer arrives from the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.error]);

  const wageNumber = wage.trim() === '' ? undefined : Number(wage);
  return (
    <form
      ref={formRef}
      className="mt-3 flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label={fillTemplate(text.legend, { day: String(followUp.day) })}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          {
            id: followUp.id,
            body: {
              version: followUp.version,
              ...(toBoolean(employed) === undefined ? {} : { stillEmployed: toBoolean(employed) }),
              ...(employed === 'yes' && toBoolean(same) !== undefined
                ? { sameEmployer: toBoolean(same) }
                : {}),
              ...(employed === 'yes' && wageNumber !== undefined ? { hourlyWage: wageNumber } : {}),
              ...(notes.trim() ? { notes } : {}),
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <YesNo
        id={idOf('stillEmployed')}
        name={`${ids}-employed`}
        legend={text.stillEmployed}
        value={employed}
        error={errorOf('stillEmployed')}
        onChange={setEmployed}
      />
      {employed === 'yes' ? (
        <>
          <YesNo
            id={idOf('sameEmployer')}
            name={`${ids}-same`}
            legend={text.sameEmployer}
            value={same}
            error={errorOf('sameEmployer')}
            onChange={setSame}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={idOf('hourlyWage')} className="text-sm font-semibold text-slate-800">
              {text.hourlyWage}
            </label>
            <input
              id={idOf('hourlyWage')}
              inputMode="decimal"
              className={`${fieldClass} max-w-40`}
              value={wage}
              aria-invalid={errorOf('hourlyWage') ? true : undefined}
              aria-describedby={errorOf('hourlyWage') ? `${idOf('hourlyWage')}-error` : undefined}
              onChange={(event) => setWage(event.target.value)}
            />
            {errorOf('hourlyWage') ? (
              <p id={`${idOf('hourlyWage')}-error`} className="text-sm text-red-900">
                {errorOf('hourlyWage')}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={idOf('notes')} className="text-sm font-semibold text-slate-800">
          {text.notes}
        </label>
        <textarea
          id={idOf('notes')}
          rows={2}
          className={`${fieldClass} py-2`}
          value={notes}
          aria-invalid={errorOf('notes') ? true : undefined}
          aria-describedby={errorOf('notes') ? `${idOf('notes')}-error` : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        {errorOf('notes') ? (
          <p id={`${idOf('notes')}-error`} className="text-sm text-red-900">
            {errorOf('notes')}
          </p>
        ) : null}
      </div>
      {record.error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-red-900">
          {record.error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={record.isPending}>
          {text.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
