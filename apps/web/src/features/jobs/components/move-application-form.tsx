import { fillTemplate } from '@pathways/content';
import { nextApplicationMoves } from '@pathways/schemas';
import type { Application, EmployerMove } from '@pathways/schemas';
import { useState } from 'react';
import { TextInput } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, fieldClass } from '@/components/portal/parts';
import { ApiError } from '@/lib/api-client';
import { useMoveApplication } from '../api/jobs';
import { text } from './options';

const t = text.applications;

/** Moves one application; Hired asks for the start date, wage and hours of the placement. */
export function MoveApplicationForm({ application }: { application: Application }) {
  const move = useMoveApplication();
  // The pipeline's rules live once, in @pathways/schemas, as the API applies them.
  const moves = nextApplicationMoves(application.status);
  const [to, setTo] = useState<EmployerMove | ''>('');
  const [startDate, setStartDate] = useState('');
  const [hourlyWage, setHourlyWage] = useState('');
  const [hoursPerWeek, setHoursPerWeek] = useState('');
  if (moves.length === 0) return null;
  const fieldErrors = move.error instanceof ApiError ? (move.error.fieldErrors ?? {}) : {};
  const prefix = `move-${application.id}`;
  return (
    <form
      className="flex flex-col gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (!to) return;
        move.mutate({
          id: application.id,
          to,
          version: application.version,
          ...(to === 'Hired'
            ? {
                startDate,
                hourlyWage: Number(hourlyWage),
                hoursPerWeek: Number(hoursPerWeek),
              }
            : {}),
        });
      }}
    >
      <Field label={fillTemplate(t.moveLabel, { name: application.client.fullName })}>
        {(id) => (
          <select
            id={id}
            className={fieldClass}
            value={to}
            onChange={(event) => setTo(event.target.value as EmployerMove)}
          >
            <option value="">{t.moveTo}</option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      {to === 'Hired' ? (
        <>
          <TextInput
            id={`${prefix}-startDate`}
            type="date"
            label={t.startDate}
            value={startDate}
            error={fieldErrors['startDate']?.[0]}
            onChange={(event) => setStartDate(event.target.value)}
          />
          <TextInput
            id={`${prefix}-hourlyWage`}
            inputMode="decimal"
            label={t.hourlyWage}
            value={hourlyWage}
            error={fieldErrors['hourlyWage']?.[0]}
            onChange={(event) => setHourlyWage(event.target.value)}
          />
          <TextInput
            id={`${prefix}-hoursPerWeek`}
            inputMode="numeric"
            label={t.hoursPerWeek}
            value={hoursPerWeek}
            error={fieldErrors['hoursPerWeek']?.[0]}
            onChange={(event) => setHoursPerWeek(event.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" size="sm" disabled={!to || move.isPending}>
        {t.move}
      </Button>
      <ErrorText error={move.error} />
    </form>
  );
}
