import { caseManagement } from '@pathways/content';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClient } from '../api/clients';
import { ClientMessagesSection } from './client-messages-section';
import { QueryStatus } from '@/components/portal';
import { Section, answerText, formatTime } from '@/components/portal/parts';
import { IntakeSection } from './client-intake-section';
import { ConsentSection } from './client-consent-section';
import { PlanSection } from './client-plan-section';
import { AppointmentSection } from './client-appointment-section';
import { NotesSection } from './client-notes-section';
import { ClientProfileSection } from './client-profile-section';

const text = caseManagement.client;
/** A timeline entry's action in words; an action without words yet shows as stored. */
function actionText(action: string): string {
  const known: Record<string, string> = text.actions;
  return known[action] ?? action;
}
/** A changed field's name in words; one without words yet shows as stored. */
function fieldText(field: string): string {
  const known: Record<string, string> = text.changeFields;
  return known[field] ?? field;
}

/**
 * A part of the record another feature owns (placements, job applications, the record-clearing
 * screener), given by the route.
 */
export type ClientRecordPart = ComponentType<{ clientId: number }>;

/**
 * A client's record: profile, intake, consents, plan, appointments, notes and history. The route
 * passes in the parts other features own, so this feature does not import them.
 */
export function ClientPage({
  Placements,
  Applications,
  RecordScreening,
  Documents,
}: {
  Placements: ClientRecordPart;
  Applications: ClientRecordPart;
  RecordScreening: ClientRecordPart;
  Documents: ClientRecordPart;
}) {
  const { clientId } = useParams();
  const id = Number(clientId);
  const client = useClient(id);
  const user = useUser();
  useDocumentTitle(client.data?.fullName ?? text.profile);
  if (client.isPending || client.isError) return <QueryStatus query={client} />;
  const data = client.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link className="font-semibold text-brand-800 underline" to={paths.caseWorkerClients}>
          {text.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{data.fullName}</h1>
      </div>
      <ClientProfileSection client={data} isAdmin={user.data?.role === 'admin'} />
      <Placements clientId={data.id} />
      <div id="messages" className="scroll-mt-4">
        <ClientMessagesSection clientId={data.id} />
      </div>
      <Applications clientId={data.id} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PlanSection client={data} />
        <AppointmentSection client={data} />
        <ConsentSection client={data} />
        <NotesSection client={data} userId={user.data?.id} isAdmin={user.data?.role === 'admin'} />
      </div>
      <Documents clientId={data.id} />
      <IntakeSection client={data} isAdmin={user.data?.role === 'admin'} />
      <RecordScreening clientId={data.id} />
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
                  {fieldText(field)}: {answerText(before)} → {answerText(after)}
                </span>
              ))}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
