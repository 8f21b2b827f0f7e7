import { Fragment, type ReactNode } from 'react';

/**
 * A `{name}` template filled with elements, not only strings: a translated sentence keeps its own
 * word order while its figures stay in <strong>.
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  return template.split(/\{(\w+)\}/).map((part, index) =>
    // Odd parts are the names between braces; even parts are the text around them.
    index % 2 === 1 ? <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment> : part,
  );
}
