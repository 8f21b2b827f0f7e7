import { z } from './zod.js';

/** One choice of a select, radio group or checkbox group: the stored value and what people read. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The values of an option list as the non-empty tuple `z.enum` needs. */
export function valuesOf<V extends string>(
  options: readonly [Option<V>, ...Option<V>[]],
): [V, ...V[]] {
  const [first, ...rest] = options;
  return [first.value, ...rest.map((option) => option.value)];
}

/**
 * A field that must hold one value of an option list.
 * @example
 * const education = oneOf(educationOptions, 'Please select your highest level of education');
 */
export function oneOf<V extends string>(
  options: readonly [Option<V>, ...Option<V>[]],
  message: string,
) {
  return z.enum(valuesOf(options), { error: message });
}

/** A checkbox group: at least one value of the option list, each value at most once. */
export function someOf<V extends string>(
  options: readonly [Option<V>, ...Option<V>[]],
  message: string,
) {
  return z
    .array(oneOf(options, message), { error: message })
    .min(1, { error: message })
    .refine((values) => new Set(values).size === values.length, {
      error: 'Each choice can be picked only once',
    });
}
