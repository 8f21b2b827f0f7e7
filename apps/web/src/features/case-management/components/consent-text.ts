import { fillTemplate } from '@pathways/content';
import type { Consent } from '@pathways/schemas';
import type { BadgeTone } from '@/components/ui/badge';

export const BADGE_TONES: Record<Consent['badge'], BadgeTone> = {
  active: 'success',
  expiresSoon: 'accent',
  expired: 'neutral',
  revoked: 'danger',
};

/** A consent's name in the page's language; the scopes' words come from the caller's text. */
export function consentTitle(
  consent: Consent,
  scopes: Readonly<Record<Consent['scope'], string>>,
): string {
  return fillTemplate(scopes[consent.scope], { recipient: consent.recipient ?? '' });
}
