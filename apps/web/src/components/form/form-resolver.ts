import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form holds what people can type, not only valid answers: a consent box the schema types as
 * `true` starts out `false`, a select of options starts empty. This widens such fields for the
 * form's values; the resolver still rejects anything the schema rejects, with its message.
 */
export type FormValues<T> = {
  [K in keyof T]: [T[K]] extends [true]
    ? boolean
    : // A select starts on its empty "Select…" choice, a checkbox group on no choice.
      [T[K]] extends [string]
      ? string
      : [T[K]] extends [readonly string[]]
        ? string[]
        : T[K];
};

export function formResolver<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
): Resolver<FormValues<I>, unknown, O> {
  return resolver as unknown as Resolver<FormValues<I>, unknown, O>;
}
