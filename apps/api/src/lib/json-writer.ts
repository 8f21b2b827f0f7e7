import type { z } from 'zod';

/** Writes one value as JSON text. */
export type JsonWriter = (value: unknown) => string;

/** How the numbers at one path are written: the path is the object keys from the root (arrays add none). */
export type NumberFormat = (path: readonly string[]) => (value: number) => string;

/** JSON's own number form: the shortest round-trip digits, and null for NaN and the infinities. */
export const exactNumber = (value: number): string =>
  Number.isFinite(value) ? String(value) : 'null';

const writeString = (value: unknown): string => JSON.stringify(value);
const writeBoolean = (value: unknown): string => (value ? 'true' : 'false');

/** The zod 4 definition every schema carries: what kind it is and what it wraps. */
interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

function definitionOf(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

/** Optional and nullable only say whether a value may be missing or null; what is written is what they wrap. */
function unwrap(schema: z.ZodType): z.ZodType {
  const definition = definitionOf(schema);
  return (definition.type === 'optional' || definition.type === 'nullable') && definition.innerType
    ? unwrap(definition.innerType)
    : schema;
}

/** Missing and null values are written as JSON.stringify writes them: a field left out, an item as null. */
const isAbsent = (value: unknown): value is null | undefined =>
  value === null || value === undefined;

function compileObject(
  shape: Record<string, z.ZodType>,
  path: readonly string[],
  formatNumber: NumberFormat,
): JsonWriter {
  const fields = Object.entries(shape).map(([key, fieldSchema]) => ({
    key,
    label: `${JSON.stringify(key)}:`,
    write: compile(unwrap(fieldSchema), [...path, key], formatNumber),
  }));
  return (value) => {
    const record = value as Record<string, unknown>;
    let text = '';
    for (const { key, label, write } of fields) {
      const field = record[key];
      if (field === undefined) continue;
      text += `${text === '' ? '{' : ','}${label}${field === null ? 'null' : write(field)}`;
    }
    return text === '' ? '{}' : `${text}}`;
  };
}

function compile(
  schema: z.ZodType,
  path: readonly string[],
  formatNumber: NumberFormat,
): JsonWriter {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'object':
      return compileObject(definition.shape ?? {}, path, formatNumber);
    case 'array': {
      if (!definition.element) break;
      const write = compile(unwrap(definition.element), path, formatNumber);
      return (value) => {
        const items = value as readonly unknown[];
        let text = '[';
        for (let index = 0; index < items.length; index++) {
          const item = items[index];
          text += (index === 0 ? '' : ',') + (isAbsent(item) ? 'null' : write(item));
        }
        return `${text}]`;
      };
    }
    case 'number': {
      const format = formatNumber(path);
      return (value) => format(value as number);
    }
    case 'string':
    case 'enum':
      return writeString;
    case 'boolean':
      return writeBoolean;
    case 'optional':
    case 'nullable': {
      const write = compile(unwrap(schema), path, formatNumber);
      return (value) => (isAbsent(value) ? 'null' : write(value));
    }
  }
  throw new Error(
    `compileJsonWriter: no writer for a ${definition.type} at ${path.join('.') || 'the root'}`,
  );
}

/**
 * A JSON writer made once from a zod schema, for a response too hot for a generic serializer: it
 * walks only the fields the schema names (nothing else can leak out), in the schema's order, and
 * writes numbers as `formatNumber` says for their path, so rounding costs no copy of the value.
 * It trusts the value to have the schema's shape (the handler's types say so); a schema kind it
 * does not know fails here, at start-up, never on a request.
 *
 * @example
 * const write = compileJsonWriter(z.object({ a: z.number() }), () => exactNumber);
 * write({ a: 1.5, secret: 'x' }); // '{"a":1.5}'
 */
export function compileJsonWriter(
  schema: z.ZodType,
  formatNumber: NumberFormat = () => exactNumber,
): JsonWriter {
  return compile(schema, [], formatNumber);
}
