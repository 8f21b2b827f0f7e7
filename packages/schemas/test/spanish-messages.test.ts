import { hasSpanishTwin, translateValidationMessage } from '@pathways/content/es';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from '../src/index.js';

/**
 * Every validation message the schemas can give (the English spec strings) has a Spanish twin in
 * @pathways/content/es. The messages are read from the schemas themselves, so a new message with
 * no translation fails here rather than reaching a Spanish page in English.
 */

type Node = { _zod?: { def?: Record<string, unknown> } };

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'function') return undefined;
  const result: unknown = (error as (issue: unknown) => unknown)({ code: 'custom', input: null });
  if (typeof result === 'string') return result;
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function isSchema(value: unknown): value is Node & z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Walks a schema's definition (shape, items, options, wrapped types, checks) for custom messages. */
function collectMessages(roots: readonly unknown[]): Set<string> {
  const seen = new Set<unknown>();
  const messages = new Set<string>();
  const visit = (node: unknown): void => {
    if (!isSchema(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod?.def ?? {};
    const own = messageOf(def.error);
    if (own !== undefined) messages.add(own);
    for (const value of Object.values(def)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isSchema(value)) visit(value);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
    }
  };
  roots.forEach(visit);
  return messages;
}

const messages = [...collectMessages(Object.values(schemas))].sort();

describe('Spanish validation messages', () => {
  it('finds the messages of the forms (the walk reaches fields, checks and refinements)', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter a valid email address',
        'Passwords do not match',
        'Message must be at least 10 characters.',
        'You must consent to data collection.',
        'Please keep this under 5,000 characters',
      ]),
    );
  });

  it('has a Spanish twin for every message', () => {
    expect(messages.filter((message) => !hasSpanishTwin(message))).toEqual([]);
  });

  it('translates a message and never shows English for one it does not know', () => {
    expect(translateValidationMessage('Passwords do not match')).toBe(
      'Las contraseñas no son iguales',
    );
    expect(translateValidationMessage('Please keep this under 2,500 characters')).toBe(
      'Escriba menos de 2,500 caracteres',
    );
    expect(translateValidationMessage('A message nobody wrote')).not.toMatch(/message/i);
  });
});
