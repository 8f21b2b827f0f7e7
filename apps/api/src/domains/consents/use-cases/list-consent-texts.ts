import { consentTexts } from '@pathways/content';
import { consentScopes } from '@pathways/schemas';
import type { ConsentScope, ConsentTexts } from '@pathways/schemas';

const isScope = (scope: string): scope is ConsentScope =>
  (consentScopes as readonly string[]).includes(scope);

/** Every version of every consent text, as a client was shown it. */
export function listConsentTexts(): ConsentTexts {
  return {
    texts: consentTexts.flatMap((entry) =>
      isScope(entry.scope) ? [{ ...entry, scope: entry.scope }] : [],
    ),
  };
}
