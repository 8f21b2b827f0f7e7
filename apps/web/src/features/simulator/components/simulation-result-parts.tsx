import { fillTemplate } from '@pathways/content';
import type { SimulationParameter, SimulationRunResult } from '@pathways/schemas';
import { DEFAULT_DRAWS, reproduceCommand, type Uncertainty } from '@pathways/sim-core';
import { AlertTriangle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { fillNodes } from '../text/fill-nodes';
import { useSimulatorText } from '../text/simulator-text';
import { formatMoney, formatPercent, formatRoi, formatWhole } from '../utils/format';
import { useParameterSet } from '../api/get-parameter-set';

export function AssumptionsAndSources({ result }: { result: SimulationRunResult }) {
  const { ui, locale, parameterSetLabel } = useSimulatorText();
  const words = ui.sources;
  const [open, setOpen] = useState(false);
  const document = useParameterSet(result.parameterSet.id, result.parameterSet.version, open);
  const describe = (id: string): SimulationParameter | undefined =>
    id.startsWith('city.')
      ? document.data?.places[result.city.id]?.[id]
      : document.data?.entries[id];
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold text-slate-900">
        {fillTemplate(words.summary, {
          count: formatWhole(result.parameters.length, locale),
          set: parameterSetLabel(result.parameterSet),
        })}
      </summary>
      <p className="mt-3 text-sm text-slate-700">
        {result.effectBasis === 'intent-to-treat' ? words.intentToTreat : words.completers}
      </p>
      {words.recordLanguageNote ? (
        <p className="mt-2 text-sm text-slate-700">{words.recordLanguageNote}</p>
      ) : null}
      {document.isPending && open ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" /> {words.loading}
        </p>
      ) : null}
      {document.isError ? <p className="mt-3 text-slate-700">{words.failed}</p> : null}
      {document.data ? (
        <ul className="mt-4 grid gap-3">
          {result.parameters.map(({ id, value }) => {
            const parameter = describe(id);
            return (
              <li key={id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                {/* The definitions and citations are the parameter set's audit record, in English. */}
                <p className="font-semibold text-slate-900">
                  <span lang="en">{parameter?.definition ?? id}</span>{' '}
                  <span className="font-mono">
                    {value.toLocaleString(locale === 'es' ? 'es-US' : 'en-US')}{' '}
                    <UnitName unit={parameter?.unit} names={words.units} />
                  </span>
                </p>
                {parameter ? (
                  <SourceLine parameter={parameter} unverifiedLabel={words.unverified} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
}

/** A unit in the page's language when it has a name for it, else as the record has it (English). */
export function UnitName({
  unit,
  names,
}: {
  unit: string | undefined;
  names: Readonly<Record<string, string>>;
}) {
  if (unit === undefined) return null;
  const named = names[unit];
  return named === undefined ? <span lang="en">{unit}</span> : <span>{named}</span>;
}

export function SourceLine({
  parameter,
  unverifiedLabel,
}: {
  parameter: SimulationParameter;
  unverifiedLabel: string;
}) {
  const { newTabNote } = useLocaleText().site.footer;
  const { source } = parameter;
  const citation = `${source.publisher}, ${source.title} (${source.year})`;
  return (
    <>
      <p className="mt-1">
        {source.url ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline"
          >
            <span lang="en">{citation}</span>
            <span className="sr-only"> {newTabNote}</span>
          </a>
        ) : (
          <span lang="en">{citation}</span>
        )}
      </p>
      {source.note ? (
        <p lang="en" className="mt-1 text-slate-700">
          {source.note}
        </p>
      ) : null}
      {source.unverified ? (
        <p className="mt-1" data-testid="unverified-mark">
          <Badge tone="accent">{unverifiedLabel}</Badge>{' '}
          <span lang="en" className="text-slate-800">
            {source.unverified}
          </span>
        </p>
      ) : null}
    </>
  );
}

/** What a reader must know before quoting the figures, and the CLI line that reproduces them. */
export function Warnings({ result }: { result: SimulationRunResult }) {
  const { ui, warningMessage } = useSimulatorText();
  const command = reproduceCommand(result.input);
  return (
    <div className="grid gap-3">
      {result.warnings.length > 0 ? (
        <div
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="result-warnings"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
            {ui.warnings.heading}
          </h3>
          <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm">
            {result.warnings.map((warning) => (
              <li key={warning.code}>{warningMessage(warning, result)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="reproduce-command">
        {ui.warnings.reproduce}{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
          {command}
        </code>
      </p>
    </div>
  );
}

export function ResultCard({
  icon,
  title,
  value,
  detail,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
}) {
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold text-brand-800">
        {icon}
        {title}
      </h3>
      <p className="text-4xl font-bold text-slate-900">{value}</p>
      <p className="text-slate-700">{detail}</p>
    </li>
  );
}

export function UncertaintyPanel({
  state,
}: {
  state: { isPending: boolean; isError: boolean; data?: Uncertainty | null };
}) {
  const { ui, locale } = useSimulatorText();
  const words = ui.uncertainty;
  if (state.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />{' '}
        {fillTemplate(words.running, { draws: formatWhole(DEFAULT_DRAWS, locale) })}
      </p>
    );
  }
  if (state.isError || !state.data) {
    return <p className="text-slate-700">{words.failed}</p>;
  }
  const u = state.data;
  return (
    <div className="grid gap-3 text-slate-800" data-testid="uncertainty">
      <p>
        {fillNodes(words.range, {
          level: u.level,
          draws: formatWhole(u.draws, locale),
          savingsLow: <strong>{formatMoney(u.publicCostSavings.low, locale)}</strong>,
          savingsHigh: <strong>{formatMoney(u.publicCostSavings.high, locale)}</strong>,
          roiLow: <strong>{formatRoi(u.roiPercentage.low, locale)}</strong>,
          roiHigh: <strong>{formatRoi(u.roiPercentage.high, locale)}</strong>,
        })}
      </p>
      <p className="rounded-lg bg-brand-50 p-3">
        {words.probability}{' '}
        <strong className="text-xl text-brand-900">
          {formatPercent(u.probabilityBenefitsExceedCosts * 100, locale)}
        </strong>
      </p>
    </div>
  );
}
