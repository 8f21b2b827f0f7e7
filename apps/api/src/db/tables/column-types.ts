import type { ColumnType } from 'kysely';

/** A column the database fills in on insert (defaults), still readable afterwards. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
