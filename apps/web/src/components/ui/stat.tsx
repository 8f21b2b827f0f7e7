/** A big figure with its label, for impact numbers. */
export function StatBlock({
  value,
  label,
  description,
  invert = false,
}: {
  value: string;
  label: string;
  description?: string | undefined;
  invert?: boolean;
}) {
  return (
    <div>
      <p
        className={`text-4xl font-bold tracking-tight ${invert ? 'text-accent-300' : 'text-brand-800'}`}
      >
        {value}
      </p>
      <p className={`mt-1 font-semibold ${invert ? 'text-white' : 'text-slate-900'}`}>{label}</p>
      {description ? (
        <p className={`mt-1 text-sm ${invert ? 'text-brand-50' : 'text-slate-600'}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
