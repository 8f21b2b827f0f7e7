import type { Option } from '@pathways/schemas';
import { useId, useState } from 'react';
import { Select } from '@/components/form/select';
import { Button } from '@/components/ui/button';
import { fieldClass } from './parts';

/** One choice of the bar, bound to a query parameter of the list's route. */
export interface FilterChoice<Query> {
  name: Extract<keyof Query, string>;
  label: string;
  options: readonly Option[];
  /** The first choice, which filters nothing ("All"). */
  allLabel: string;
}

/**
 * The search box and filters above a portal list, bound to the list route's query type: the
 * search applies on submit, a filter as soon as it changes. An empty choice leaves its parameter out.
 */
export function FilterBar<Query extends Record<string, string | undefined>>({
  value,
  onChange,
  search,
  filters = [],
}: {
  value: Query;
  onChange: (next: Query) => void;
  search?: { name: Extract<keyof Query, string>; label: string; button: string };
  filters?: readonly FilterChoice<Query>[];
}) {
  const searchId = useId();
  const filterId = useId();
  const [typed, setTyped] = useState(search ? (value[search.name] ?? '') : '');
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (search) onChange({ ...value, [search.name]: typed.trim() || undefined });
      }}
    >
      {search ? (
        <>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
              {search.label}
            </label>
            <input
              id={searchId}
              type="search"
              className={fieldClass}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit">{search.button}</Button>
        </>
      ) : null}
      {filters.map((filter) => (
        <div key={filter.name} className="min-w-0">
          <Select
            id={`${filterId}-${filter.name}`}
            label={filter.label}
            options={filter.options}
            placeholder={filter.allLabel}
            value={value[filter.name] ?? ''}
            onChange={(event) =>
              onChange({ ...value, [filter.name]: event.target.value || undefined })
            }
          />
        </div>
      ))}
    </form>
  );
}
