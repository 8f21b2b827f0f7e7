import { caseManagement, fillTemplate } from '@pathways/content';
import { consentObtainedBy } from '@pathways/schemas';
import type { ClientRecord, ConsentObtainedBy, EmployerOption } from '@pathways/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAddCaseNote,
  useBuildPlan,
  useClient,
  useCompleteMilestone,
  useEmployerOptions,
  useRecordConsent,
  useRevealClient,
  useScheduleAppointment,
  useShareWithEmployer,
} from '../api/clients';
import { AppointmentItem } from './appointment-item';
import { BADGE_TONES, consentTitle } from './consent-text';
import { ClientMessagesSection } from './client-messages-section';
import { NoteItem } from './note-item';
import {
  ErrorText,
  Field,
  Section,
  answerText,
  fieldClass,
  fieldLabel,
  formatDate,
  formatTime,
} from './parts';
import { ClientApplicationsSection } from '@/features/jobs/components/client-applications-section';
import { PlacementsSection } from '@/features/outcomes/components/placements-section';
import { ClientScreeningPanel } from '@/features/record-clearing/components/client-screening-panel';

const text = caseManagement.client;
/** A timeline entry's action in words; an action without words yet shows as stored. */
function actionText(action: string): string {
  const known: Record<string, string> = text.actions;
  return known[action] ?? action;
}

function IntakeSection({ client, isAdmin }: { client: ClientRecord; isAdmin: boolean }) {
  const reveal = useRevealClient(client.id);
  const [reason, setReason] = useState('');
  const opened = reveal.data?.answers ?? {};
  return (
    <Section
      title={text.intake}
      action={
        client.intakeReference ? (
          <span className="text-sm text-slate-700">
            {fillTemplate(text.intakeReference, { reference: client.intakeReference })}
          </span>
        ) : null
      }
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {Object.entries(client.intakeAnswers).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-slate-700">
              {fieldLabel(field, caseManagement.fields)}
            </dt>
            <dd className="break-words text-slate-900">
              {answerText(field in opened ? opened[field] : value)}
            </dd>
          </div>
        ))}
      </dl>
      {client.protectedFields.length > 0 && !reveal.data ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate(reason || undefined);
          }}
        >
          <p className="w-full text-sm text-slate-700">{text.protectedHint}</p>
          {isAdmin && client.caseWorker?.id !== undefined ? (
            <Field label={text.reasonLabel}>
              {(id) => (
                <input
                  id={id}
                  className={fieldClass}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          <Button type="submit" variant="secondary">
            {text.reveal}
          </Button>
          <ErrorText error={reveal.error} />
        </form>
      ) : null}
    </Section>
  );
}

function ConsentSection({ client }: { client: ClientRecord }) {
  const record = useRecordConsent(client.id);
  const share = useShareWithEmployer(client.id);
  const employers = useEmployerOptions().data?.employers ?? [];
  const [employer, setEmployer] = useState('');
  const [obtainedBy, setObtainedBy] = useState<ConsentObtainedBy>('inPerson');
  const [shareWith, setShareWith] = useState('');
  const [purpose, setPurpose] = useState('');
  return (
    <Section title={text.consents}>
      <ul className="flex flex-col gap-2">
        {client.consents.map((consent) => (
          <li key={consent.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-900">
              {consentTitle(consent, text.consentScopes)}
            </span>
            <Badge tone={BADGE_TONES[consent.badge]}>{text.badges[consent.badge]}</Badge>
            <span className="text-slate-700">
              {fillTemplate(text.expires, { date: formatDate(consent.expiresAt) })}
            </span>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(
            {
              scope: 'employer',
              employerId: Number(employer),
              textVersion: 'employer-sharing-2026-11',
              obtainedBy,
            },
            { onSuccess: () => setEmployer('') },
          );
        }}
      >
        <Field label={text.employerLabel}>
          {(id) => (
            <EmployerSelect id={id} value={employer} onChange={setEmployer} employers={employers} />
          )}
        </Field>
        <Field label={text.obtainedByLabel}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={obtainedBy}
              onChange={(event) => setObtainedBy(event.target.value as ConsentObtainedBy)}
            >
              {consentObtainedBy.map((way) => (
                <option key={way} value={way}>
                  {text.obtainedBy[way]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {text.recordConsent}
        </Button>
        <ErrorText error={record.error} />
      </form>
      <h3 className="mt-6 font-semibold text-slate-900">{text.share}</h3>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          share.mutate({ employerId: Number(shareWith), purpose });
        }}
      >
        <Field label={text.employerLabel}>
          {(id) => (
            <EmployerSelect
              id={id}
              value={shareWith}
              onChange={setShareWith}
              employers={employers}
            />
          )}
        </Field>
        <Field label={text.purposeLabel}>
          {(id) => (
            <input
              id={id}
              required
              className={fieldClass}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {text.shareButton}
        </Button>
      </form>
      <div aria-live="polite">
        <ErrorText error={share.error} />
        {share.data ? (
          <p role="status" className="text-sm text-emerald-900">
            {fillTemplate(text.shared, { recipient: share.data.recipient })}
          </p>
        ) : null}
      </div>
    </Section>
  );
}

/** A required choice of employer, by id, from the list the API gives (never a typed name). */
function EmployerSelect(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  employers: readonly EmployerOption[];
}) {
  return (
    <select
      id={props.id}
      required
      className={fieldClass}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{text.chooseEmployer}</option>
      {props.employers.map((employer) => (
        <option key={employer.id} value={employer.id}>
          {employer.companyName}
        </option>
      ))}
    </select>
  );
}

function PlanSection({ client }: { client: ClientRecord }) {
  const build = useBuildPlan(client.id);
  const complete = useCompleteMilestone(client.id);
  return (
    <Section
      title={text.plan}
      action={
        <Button variant="secondary" size="sm" onClick={() => build.mutate(undefined)}>
          {text.buildPlan}
        </Button>
      }
    >
      {client.milestones.length === 0 ? <p className="text-sm">{text.noMilestones}</p> : null}
      <ul className="flex flex-col gap-2">
        {client.milestones.map((milestone) => (
          <li
            key={milestone.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span>
              <span className="font-semibold text-slate-900">{milestone.name}</span>{' '}
              {milestone.dueDate ? (
                <span className="text-slate-700">
                  {fillTemplate(text.due, { date: formatDate(milestone.dueDate) })}
                </span>
              ) : null}
            </span>
            {milestone.completedAt ? (
              <Badge tone="success">{text.done}</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${text.markDone}: ${milestone.name}`}
                onClick={() => complete.mutate(milestone.id)}
              >
                {text.markDone}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AppointmentSection({ client }: { client: ClientRecord }) {
  const schedule = useScheduleAppointment(client.id);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [mode, setMode] = useState<'inPerson' | 'virtual'>('inPerson');
  return (
    <Section title={text.appointments}>
      {client.appointments.length === 0 ? <p className="text-sm">{text.noAppointments}</p> : null}
      <ul className="flex flex-col gap-3">
        {client.appointments.map((appointment) => (
          <AppointmentItem key={appointment.id} clientId={client.id} appointment={appointment} />
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          schedule.mutate(
            { title, date: new Date(date).toISOString(), mode },
            {
              onSuccess: () => {
                setTitle('');
                setDate('');
              },
            },
          );
        }}
      >
        <Field label={text.appointmentTitle}>
          {(id) => (
            <input
              id={id}
              required
              className={fieldClass}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label={text.appointmentDate}>
          {(id) => (
            <input
              id={id}
              required
              type="datetime-local"
              className={fieldClass}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        <Field label={text.appointmentMode}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={mode}
              onChange={(event) =>
                setMode(event.target.value === 'virtual' ? 'virtual' : 'inPerson')
              }
            >
              <option value="inPerson">{text.modes.inPerson}</option>
              <option value="virtual">{text.modes.virtual}</option>
            </select>
          )}
        </Field>
        <Button type="submit" disabled={schedule.isPending}>
          {text.schedule}
        </Button>
        <ErrorText error={schedule.error} />
      </form>
    </Section>
  );
}

function NotesSection({
  client,
  userId,
  isAdmin,
}: {
  client: ClientRecord;
  userId: number | undefined;
  isAdmin: boolean;
}) {
  const add = useAddCaseNote(client.id);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(true);
  return (
    <Section title={text.notes}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ body, internal }, { onSuccess: () => setBody('') });
        }}
      >
        <Field label={text.noteLabel}>
          {(id) => (
            <textarea
              id={id}
              required
              className={`${fieldClass} py-2`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
          />
          {text.internalLabel}
        </label>
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {text.addNote}
        </Button>
        <ErrorText error={add.error} />
      </form>
      {client.notes.length === 0 ? <p className="mt-4 text-sm">{text.noNotes}</p> : null}
      <ul className="mt-4 flex flex-col gap-2">
        {client.notes.map((note) => (
          <NoteItem
            key={note.id}
            clientId={client.id}
            note={note}
            canEdit={note.author?.id === userId || isAdmin}
          />
        ))}
      </ul>
    </Section>
  );
}

/** A client's record: profile, intake, consents, plan, appointments, notes and history. */
export function ClientPage() {
  const { clientId } = useParams();
  const id = Number(clientId);
  const client = useClient(id);
  const user = useUser();
  useDocumentTitle(client.data?.fullName ?? text.profile);
  if (client.isError) return <ErrorText error={client.error} />;
  if (!client.data) return <p role="status">{caseManagement.clients.loading}</p>;
  const data = client.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          className="font-semibold text-brand-800 underline"
          to="/dashboard/case-worker/clients"
        >
          {text.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{data.fullName}</h1>
      </div>
      <Section title={text.profile}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">{text.status}</dt>
          <dd>{data.status}</dd>
          <dt className="font-semibold text-slate-700">{text.email}</dt>
          <dd>{data.email}</dd>
          <dt className="font-semibold text-slate-700">{text.phone}</dt>
          <dd>{data.phone ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.caseWorker}</dt>
          <dd>{data.caseWorker?.fullName ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.goal}</dt>
          <dd>{data.employmentGoal ?? '—'}</dd>
          <dt className="font-semibold text-slate-700">{text.resumeSummary}</dt>
          <dd className="whitespace-pre-wrap">{data.resumeSummary ?? '—'}</dd>
        </dl>
      </Section>
      <PlacementsSection clientId={data.id} />
      <div id="messages" className="scroll-mt-4">
        <ClientMessagesSection clientId={data.id} />
      </div>
      <ClientApplicationsSection clientId={data.id} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PlanSection client={data} />
        <AppointmentSection client={data} />
        <ConsentSection client={data} />
        <NotesSection client={data} userId={user.data?.id} isAdmin={user.data?.role === 'admin'} />
      </div>
      <IntakeSection client={data} isAdmin={user.data?.role === 'admin'} />
      <ClientScreeningPanel clientId={data.id} />
      <Section title={text.history}>
        <ol className="flex flex-col gap-2 text-sm">
          {data.timeline.map((event) => (
            <li key={event.id}>
              <span className="text-slate-700">{formatTime(event.at)}</span>{' '}
              <span className="font-semibold text-slate-900">
                {event.actor?.fullName ?? text.system}
              </span>{' '}
              {actionText(event.action)}
              {Object.entries(event.changes).map(([field, [before, after]]) => (
                <span key={field} className="block pl-4 text-slate-700">
                  {field}: {answerText(before)} → {answerText(after)}
                </span>
              ))}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
