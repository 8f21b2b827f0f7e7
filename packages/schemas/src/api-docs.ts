import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';

/** An OpenAPI 3.1 document: its version, info and paths are promised; the rest passes through. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const apiDocsContract = defineContract({
  'GET /api/openapi.json': {
    access: 'public',
    summary: 'This document: the contract of every API route, generated from its zod schemas',
    tag: 'meta',
    response: { 200: openApiDocumentSchema },
  },
});
