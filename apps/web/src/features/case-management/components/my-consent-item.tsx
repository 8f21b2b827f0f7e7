import { fillTemplate, intlLocale, type ConsentTextVersion } from '@pathways/content';
import type { Consent } from '@pathways/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { ErrorText, formatDate } from '@/components/portal/parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useRevokeConsent } from '../api/staff';
import { BADGE_TONES, consentTitle } from './consent-text';

/** A consent still in force: the client may revoke it. */
const isInForce = (consent: Consent) =>
  consent.badge === 'active' || consent.badge === 'expiresSoon';

/**
 * One of the client's consents: what it covers, its state and dates, the text they agreed to (the
 * version it recorded, in full), and Revoke, which asks first because it takes effect at once.
 */
export function MyConsentItem({
  consent,
  agreedText,
}: {
  consent: Consent;
  agreedText: ConsentTextVersion | undefined;
}) {
  const { client, locale } = usePortalText();
  const text = client.myConsents;
  const title = consentTitle(consent, client.myCase.consentScopes);
  const date = (iso: string) => formatDate(iso, intlLocale[locale]);
  const revoke = useRevokeConsent();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const confirmRevoke = () =>
    revoke.mutate(consent.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: text.revoked, variant: 'success' });
      },
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Badge tone={BADGE_TONES[consent.badge]}>
          {client.myCase.consentBadges[consent.badge]}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        {fillTemplate(text.given, { date: date(consent.givenAt) })}
        {' · '}
        {consent.revokedAt
          ? fillTemplate(text.revokedOn, { date: date(consent.revokedAt) })
          : fillTemplate(text.expires, { date: date(consent.expiresAt) })}
        {consent.obtainedBy ? ` · ${text.recordedByStaff}` : null}
      </p>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {fillTemplate(text.readText, { title: agreedText?.title ?? consent.textVersion })}
        </summary>
        <p className="mt-1 rounded-md bg-slate-50 p-3 text-slate-800">
          {agreedText?.body ?? text.textMissing}
        </p>
      </details>
      {isInForce(consent) ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              size="sm"
              variant="secondary"
              className="self-start"
              aria-label={fillTemplate(text.revokeLabel, { title })}
            >
              {text.revoke}
            </Button>
          }
          title={text.confirmTitle}
          description={fillTemplate(text.confirmText, { title })}
          confirmLabel={text.confirmRevoke}
          pendingLabel={text.revoking}
          cancelLabel={text.keep}
          pending={revoke.isPending}
          onConfirm={confirmRevoke}
        >
          <ErrorText error={revoke.error} />
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
