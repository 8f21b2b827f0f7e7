import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientSummary, ListedUser } from '@pathways/schemas';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Checkbox,
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  Textarea,
  usePortalForm,
} from '@/components/form';
import { DataTable, type Column } from '@/components/portal/data-table';
import { ErrorText, Section } from '@/components/portal/parts';
import { useClients } from '../api/clients';
import { useMoveCaseload } from '../api/staff';

const text = caseManagement.caseWorkers.move;
const moveSchema = schemaOf('caseloadMoveInputSchema');
const moveId = formIds('caseload-move');
const moveFields = ['fromCaseWorkerId', 'clientIds', 'toCaseWorkerId', 'reason'] as const;
const emptyMove = {
  fromCaseWorkerId: '',
  clientIds: [] as string[],
  toCaseWorkerId: '',
  reason: '',
};

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);

/**
 * Admin › Case Workers › Move clients (issue 31.6): one case worker's clients, chosen one by one or
 * all at once, move to another active case worker with a reason; then the move's CSV.
 */
export function CaseloadMoveSection({ caseWorkers }: { caseWorkers: readonly ListedUser[] }) {
  const move = useMoveCaseload();
  const [all, setAll] = useState(false);
  const moveForm = usePortalForm({
    schema: moveSchema,
    defaultValues: emptyMove,
    fieldOrder: moveFields,
    idOf: moveId,
    mutation: move,
    toVariables: (values) => ({
      fromCaseWorkerId: values.fromCaseWorkerId,
      toCaseWorkerId: values.toCaseWorkerId,
      reason: values.reason,
      ...(all ? {} : { clientIds: values.clientIds ?? [] }),
    }),
    messages: { failureTitle: text.failed },
    onSuccess: () => setAll(false),
  });
  const from = Number(moveForm.form.watch('fromCaseWorkerId') || 0);
  const clients = useClients({ caseWorkerId: from || undefined });
  const rows = from ? (clients.data?.pages.flatMap((page) => page.clients) ?? []) : [];
  const fromOptions = caseWorkers
    .filter((worker) => worker.caseloadSize > 0)
    .map((worker) => ({
      value: String(worker.id),
      label: `${worker.fullName} (${worker.caseloadSize})`,
    }));
  const toOptions = caseWorkers
    .filter((worker) => worker.deactivatedAt === null && worker.id !== from)
    .map((worker) => ({ value: String(worker.id), label: worker.fullName }));
  const fromSize = caseWorkers.find((worker) => worker.id === from)?.caseloadSize ?? 0;
  const columns: Column<ClientSummary>[] = [
    {
      id: 'select',
      header: text.submit,
      headerHidden: true,
      cell: (client) => (
        <Controller
          control={moveForm.form.control}
          name="clientIds"
          render={({ field }) => {
            const ids = Array.isArray(field.value) ? field.value.map(String) : [];
            const id = String(client.id);
            return (
              <Checkbox
                id={`move-client-${client.id}`}
                label={
                  <span className="sr-only">
                    {fillTemplate(text.selectClient, { name: client.fullName })}
                  </span>
                }
                checked={all || ids.includes(id)}
                disabled={all || moveForm.pending}
                onCheckedChange={(on) => field.onChange(toggled(ids, id, on))}
              />
            );
          }}
        />
      ),
    },
    {
      id: 'name',
      header: caseManagement.clients.columns.name,
      cell: (client) => client.fullName,
      rowHeader: true,
    },
  ];
  return (
    <Section title={text.title}>
      <form
        noValidate
        aria-label={text.title}
        className="flex flex-col gap-4"
        onSubmit={(event) => void moveForm.onSubmit(event)}
      >
        <p className="text-sm text-slate-700">{text.intro}</p>
        <ErrorSummary {...moveForm.summaryProps()} />
        <Select
          label={text.from}
          options={fromOptions}
          error={moveForm.errors.fromCaseWorkerId?.message}
          {...moveForm.field.text('fromCaseWorkerId')}
        />
        {from ? (
          <>
            <Checkbox
              id="move-all-clients"
              label={fillTemplate(text.all, { count: String(fromSize) })}
              checked={all}
              onCheckedChange={setAll}
              disabled={moveForm.pending}
            />
            <div id={moveId('clientIds')} tabIndex={-1}>
              <DataTable
                caption={text.clients}
                columns={columns}
                rows={rows}
                rowKey={(client) => client.id}
                empty={text.noClients}
              />
              {moveForm.errors.clientIds?.message ? (
                <p className="text-sm text-red-900">{moveForm.errors.clientIds.message}</p>
              ) : null}
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700">{text.chooseFrom}</p>
        )}
        <Select
          label={text.to}
          options={toOptions}
          error={moveForm.errors.toCaseWorkerId?.message}
          {...moveForm.field.text('toCaseWorkerId')}
        />
        <Textarea
          label={text.reason}
          hint={text.reasonHint}
          error={moveForm.errors.reason?.message}
          {...moveForm.field.text('reason')}
        />
        <SubmitButton pending={moveForm.pending} pendingLabel={text.moving} className="self-start">
          {text.submit}
        </SubmitButton>
      </form>
      <ErrorText error={clients.error} />
      {move.data ? (
        <div
          role="status"
          className="mt-4 flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-sm"
        >
          <p>
            {fillTemplate(move.data.clients.length === 1 ? text.movedOne : text.moved, {
              count: String(move.data.clients.length),
              name: move.data.to.fullName,
            })}
          </p>
          <a
            className="self-start text-brand-700 underline"
            href={`/api/admin/caseload-moves/${move.data.id}.csv`}
            download
          >
            {text.csv}
          </a>
        </div>
      ) : null}
    </Section>
  );
}
