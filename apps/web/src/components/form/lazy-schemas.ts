/**
 * The shared validators, fetched when a form is first used rather than with the page: zod is the
 * largest library a form page would otherwise download before anyone types (issue 17 budgets).
 * A form names its schema as `schemaOf('contactFormSchema')`; the page stays fully rendered and
 * usable meanwhile, and the first touch or key press on the page starts the download.
 */
export const loadSchemas = () => import('@pathways/schemas');

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export function schemaOf<K extends keyof Schemas>(name: K): () => Promise<Schemas[K]> {
  return () => loadSchemas().then((schemas) => schemas[name]);
}
