import { fillTemplate } from '@pathways/content';
import type { SimulationRunResult } from '@pathways/schemas';
import { supportTypes, timeframeOptions } from '@pathways/sim-core';
import { Calculator, MapPin, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/components/form';
import { useHydrated } from '@/lib/use-hydrated';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useCities } from '../api/get-cities';
import { useRunSimulation } from '../api/run-simulation';
import { formatYears } from '../utils/format';
import { useSimulatorText } from '../text/simulator-text';
import { defaultScenario, parseScenario, scenarioParams, type Scenario } from '../utils/scenario';
import { SimulationResults } from './simulation-results';
import {
  SectionCard,
  NativeSelect,
  ParticipantsSlider,
  CityFacts,
  SourcesFooter,
} from './simulator-parts';

/** Spec §9: results scroll into view 100 ms after they arrive. */
export const RESULTS_SCROLL_DELAY_MS = 100;

/**
 * The Economic Impact Simulator (spec §2). The scenario is read from the URL only after hydration, so
 * the prerendered page (no scenario) hydrates cleanly and a shared link then restores and runs its scenario.
 */
export function SimulatorPage() {
  const { page: simulator } = useSimulatorText();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const initial = hydrated ? parseScenario(searchParams) : defaultScenario;
  return (
    <div className="bg-slate-50">
      <section className="bg-brand-900 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-6xl">
          <Badge tone="accent">{simulator.badge}</Badge>
          <h1 className="mt-4 text-4xl font-bold sm:text-5xl">{simulator.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{simulator.heroDescription}</p>
        </div>
      </section>
      {/* Remounted once after hydration so the URL's scenario becomes the form's starting state. */}
      <Simulator
        key={hydrated ? 'client' : 'server'}
        initial={initial}
        autoRun={hydrated && initial.cityId !== ''}
      />
    </div>
  );
}

function Simulator({ initial, autoRun }: { initial: Scenario; autoRun: boolean }) {
  const { page: simulator, ui } = useSimulatorText();
  const { serverMessage } = useLocaleText();
  const [, setSearchParams] = useSearchParams();
  const cities = useCities();
  const run = useRunSimulation();
  const [scenario, setScenario] = useState<Scenario>(initial);
  const [shown, setShown] = useState<SimulationRunResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const city = cities.data?.find((c) => c.id === scenario.cityId);
  const update = (patch: Partial<Scenario>) => setScenario((current) => ({ ...current, ...patch }));

  const calculate = (input: Scenario) => {
    setFailure(null);
    run.mutate(input, {
      onSuccess: (result) => {
        // A new result replaces the old one only when it arrives; changing inputs alone keeps it (spec §4).
        setShown(result);
        setSearchParams(scenarioParams(input), { replace: true, preventScrollReset: true });
        scrollTimer.current = setTimeout(() => {
          resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          resultsRef.current?.focus({ preventScroll: true });
        }, RESULTS_SCROLL_DELAY_MS);
      },
      // Beyond the spec's silent reset: say that it failed, politely, and keep everything as it was.
      onError: (error) => setFailure(serverMessage(errorMessage(error))),
    });
  };

  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRun && !autoRan.current) {
      autoRan.current = true;
      calculate(initial);
    }
    // Runs once for a scenario that arrived in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoRun]);

  const running = run.isPending;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          icon={<MapPin aria-hidden="true" className="size-6 text-brand-800" />}
          title={simulator.locationCard.heading}
        >
          <NativeSelect
            id="sim-city"
            label={simulator.locationCard.cityLabel}
            value={scenario.cityId}
            onChange={(cityId) => update({ cityId })}
            placeholder={
              cities.isPending ? ui.loadingCities : simulator.locationCard.cityPlaceholder
            }
            options={(cities.data ?? []).map((c) => ({
              value: c.id,
              label: c.label,
            }))}
          />
          {city ? <CityFacts city={city} /> : null}
        </SectionCard>
        <SectionCard
          icon={<Settings2 aria-hidden="true" className="size-6 text-brand-800" />}
          title={simulator.configurationCard.heading}
        >
          <NativeSelect
            id="sim-support"
            label={simulator.configurationCard.supportTypeLabel}
            value={scenario.supportType}
            onChange={(value) => {
              const option = supportTypes.find((s) => s.value === value);
              if (option) update({ supportType: option.value });
            }}
            options={supportTypes.map((s) => ({
              value: s.value,
              label: ui.supportTypes[s.value].label,
            }))}
            hint={ui.supportTypes[scenario.supportType].description}
          />
          <ParticipantsSlider
            value={scenario.participantCount}
            onChange={(participantCount) => update({ participantCount })}
          />
          <NativeSelect
            id="sim-timeframe"
            label={simulator.configurationCard.timeframeLabel}
            value={String(scenario.timeframe)}
            onChange={(value) => update({ timeframe: Number(value) })}
            options={timeframeOptions.map((years) => ({
              value: String(years),
              label: formatYears(years, ui),
            }))}
          />
        </SectionCard>
      </div>
      <div className="grid justify-items-center gap-3">
        <Button
          size="lg"
          onClick={() => calculate(scenario)}
          disabled={!scenario.cityId || running}
          className="w-full sm:w-auto"
        >
          {running ? (
            <Spinner className="size-5" />
          ) : (
            <Calculator aria-hidden="true" className="size-5" />
          )}
          {running ? simulator.runningLabel : simulator.runLabel}
        </Button>
        <div role="status" aria-live="polite" className="text-center">
          {failure ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              {fillTemplate(ui.failure, { failure })}
            </p>
          ) : null}
        </div>
      </div>
      {shown ? (
        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby="results-heading"
          className="scroll-mt-24 outline-none"
        >
          <SimulationResults result={shown} />
        </section>
      ) : null}
      <SourcesFooter />
    </div>
  );
}
