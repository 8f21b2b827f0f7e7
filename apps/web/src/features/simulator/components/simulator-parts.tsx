import { fillTemplate } from '@pathways/content';
import type { SimulationCity } from '@pathways/schemas';
import { Slider } from 'radix-ui';
import { BarChart3 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Select } from '@/components/form/select';
import { Card } from '@/components/ui/card';
import { formatCount, formatMoney, formatPercent, formatWhole } from '../utils/format';
import { useSimulatorText } from '../text/simulator-text';
import { SCENARIO_LIMITS } from '../utils/scenario';

export function SectionCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-5">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function NativeSelect({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
}) {
  return (
    <Select
      id={id}
      label={label}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Without a placeholder the menu always has a value (the support type, the timeframe).
      placeholder={placeholder ?? false}
      options={options}
    />
  );
}

export function ParticipantsSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { page: simulator, ui, locale } = useSimulatorText();
  const labelId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-semibold text-slate-900">
          {simulator.configurationCard.participantsLabel}
        </span>
        <output
          aria-hidden="true"
          className="text-2xl font-bold text-brand-800"
          data-testid="participants-value"
        >
          {formatWhole(value, locale)}
        </output>
      </div>
      <Slider.Root
        value={[value]}
        min={SCENARIO_LIMITS.minParticipants}
        max={SCENARIO_LIMITS.maxParticipants}
        step={SCENARIO_LIMITS.stepParticipants}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        className="relative flex h-11 touch-none select-none items-center"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={fillTemplate(ui.participantsValueText, {
            count: formatWhole(value, locale),
          })}
          className="block size-7 rounded-full border-2 border-brand-800 bg-white shadow focus-visible:outline-3 focus-visible:outline-offset-2"
        />
      </Slider.Root>
      <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{formatWhole(SCENARIO_LIMITS.minParticipants, locale)}</span>
        <span>{formatWhole(SCENARIO_LIMITS.maxParticipants, locale)}</span>
      </div>
    </div>
  );
}

export function CityFacts({ city }: { city: SimulationCity }) {
  const { ui, locale } = useSimulatorText();
  const words = ui.cityFacts;
  const facts = [
    { label: words.population, value: formatCount(city.population, locale) },
    { label: words.annualReleases, value: formatCount(city.annualReleases, locale) },
    {
      label: words.baselineRecidivism,
      value: `${formatPercent(city.baselineRecidivismRate, locale)}${city.unverifiedFields.includes('baselineRecidivismRate') ? words.unverified : ''}`,
    },
    {
      label: words.costPerIncarceration,
      value: formatMoney(city.averageCostPerIncarceration, locale),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="city-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">{fact.label}</dt>
          <dd className="text-xl font-bold text-brand-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SourcesFooter() {
  const { page: simulator } = useSimulatorText();
  return (
    <footer className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-800" />
        {simulator.sources.heading}
      </h2>
      <p className="mt-2 text-slate-700">{simulator.sources.text}</p>
    </footer>
  );
}
