import { fillTemplate, outcomesText, programs } from '@pathways/content';
import type { ProgramEnrollment } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, fieldClass } from '@/components/portal/parts';
import { ApiError } from '@/lib/api-client';
import { useEnrolInProgram } from '../api/placements';
import { formatDay } from '@/lib/outcome-format';

const text = outcomesText.programs;

/**
 * The client's training programs, and a form to record an enrolment: outcomes are broken down by
 * the program a client was in when hired. The server checks the answers; its messages show here.
 */
export function ProgramsPart({
  clientId,
  enrollments,
}: {
  clientId: number;
  enrollments: readonly ProgramEnrollment[];
}) {
  const enrol = useEnrolInProgram(clientId);
  const [program, setProgram] = useState('');
  const [enrolledOn, setEnrolledOn] = useState('');
  const fieldErrors = enrol.error instanceof ApiError ? (enrol.error.fieldErrors ?? {}) : {};
  const messages = Object.values(fieldErrors).flat();
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{text.heading}</h3>
      {enrollments.length === 0 ? <p className="text-sm">{text.none}</p> : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            {fillTemplate(text.enrolled, {
              program: enrollment.program,
              date: formatDay(enrollment.enrolledOn),
            })}
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          enrol.mutate(
            { program, enrolledOn },
            {
              onSuccess: () => {
                setProgram('');
                setEnrolledOn('');
              },
            },
          );
        }}
      >
        <Field label={text.program}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={program}
              aria-invalid={fieldErrors['program'] ? true : undefined}
              onChange={(event) => setProgram(event.target.value)}
            >
              <option value="">{text.choose}</option>
              {programs.trainingPrograms.map((option) => (
                <option key={option.title} value={option.title}>
                  {option.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={text.enrolledOn}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={fieldClass}
              value={enrolledOn}
              aria-invalid={fieldErrors['enrolledOn'] ? true : undefined}
              onChange={(event) => setEnrolledOn(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={enrol.isPending}>
          {text.save}
        </Button>
      </form>
      {messages.length > 0 ? (
        <ul role="alert" className="mt-2 text-sm text-red-900">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <ErrorText error={enrol.error} />
      )}
    </div>
  );
}
