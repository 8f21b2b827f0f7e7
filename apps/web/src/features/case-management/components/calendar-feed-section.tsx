import { fillTemplate } from '@pathways/content';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, Section, fieldClass, formatDate } from '@/components/portal/parts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar';

export interface CalendarFeedText {
  title: string;
  intro: string;
  none: string;
  since: string;
  create: string;
  regenerate: string;
  creating: string;
  revoke: string;
  revoking: string;
  revoked: string;
  urlLabel: string;
  urlOnce: string;
  copy: string;
  copied: string;
}

/**
 * "Calendar feed" (issue 31.4): make a private feed address (shown once, to copy), make a new one
 * (the old stops), or turn it off. The address is never asked for again: the server keeps only a
 * hash of it.
 */
export function CalendarFeedSection({
  text,
  language,
  intlLocale = 'en-US',
}: {
  text: CalendarFeedText;
  language: 'en' | 'es';
  intlLocale?: string;
}) {
  const state = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const feed = state.data?.feed ?? null;
  const shownUrl = create.data?.url;
  const onCreate = () => {
    setCopied(false);
    revoke.reset();
    create.mutate(language);
  };
  const onCopy = async () => {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      setCopied(true);
    } catch {
      // Without clipboard access the address stays selectable in its field.
      setCopied(false);
    }
  };
  return (
    <Section title={text.title}>
      <div className="flex flex-col gap-3 text-sm">
        <p>{text.intro}</p>
        {state.isSuccess ? (
          <p>
            {feed
              ? fillTemplate(text.since, { date: formatDate(feed.createdAt, intlLocale) })
              : text.none}
          </p>
        ) : null}
        {shownUrl && !revoke.isSuccess ? (
          <div role="status" className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4">
            <Field label={text.urlLabel}>
              {(id) => (
                <input
                  id={id}
                  readOnly
                  className={fieldClass}
                  value={shownUrl}
                  onFocus={(event) => event.target.select()}
                />
              )}
            </Field>
            <p>{text.urlOnce}</p>
            <div>
              <Button size="sm" variant="secondary" onClick={() => void onCopy()}>
                {text.copy}
              </Button>
              {copied ? <span className="ml-3">{text.copied}</span> : null}
            </div>
          </div>
        ) : null}
        {revoke.isSuccess && !feed ? <p role="status">{text.revoked}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button size="sm" onClick={onCreate} disabled={create.isPending}>
            {create.isPending ? text.creating : feed ? text.regenerate : text.create}
          </Button>
          {feed ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
            >
              {revoke.isPending ? text.revoking : text.revoke}
            </Button>
          ) : null}
        </div>
        <ErrorText error={create.error ?? revoke.error} />
      </div>
    </Section>
  );
}
