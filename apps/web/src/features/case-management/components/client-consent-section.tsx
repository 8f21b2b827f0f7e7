import { caseManagement, fillTemplate } from '@pathways/content';
import { consentObtainedBy } from '@pathways/schemas';
import type { ClientRecord, ConsentObtainedBy, EmployerOption } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useEmployerOptions, useRecordConsent, useShareWithEmployer } from '../api/clients';
import { BADGE_TONES, consentTitle } from './consent-text';
import { ErrorText, Field, Section, fieldClass, formatDate } from '@/components/portal/parts';

const text = caseManagement.client;

export function ConsentSection({ client }: { client: ClientRecord }) {
  const record = useRecordConsent(client.id);
  const share = useShareWithEmployer(client.id);
  const employers = useEmployerOptions().data?.employers ?? [];
  const [employer, setEmployer] = useState('');
  const [obtainedBy, setObtainedBy] = useState<ConsentObtainedBy>('inPerson');
  const [shareWith, setShareWith] = useState('');
  const [purpose, setPurpose] = useState('');
  return (
    <Section title={text.consents}>
      <ul className="flex flex-col gap-2">
        {client.consents.map((consent) => (
          <li key={consent.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-900">
              {consentTitle(consent, text.consentScopes)}
            </span>
            <Badge tone={BADGE_TONES[consent.badge]}>{text.badges[consent.badge]}</Badge>
            <span className="text-slate-700">
              {fillTemplate(text.expires, { date: formatDate(consent.expiresAt) })}
            </span>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(
            {
              scope: 'employer',
              employerId: Number(employer),
              textVersion: 'employer-sharing-2026-11',
              obtainedBy,
            },
            { onSuccess: () => setEmployer('') },
          );
        }}
      >
        <Field label={text.employerLabel}>
          {(id) => (
            <EmployerSelect id={id} value={employer} onChange={setEmployer} employers={employers} />
          )}
        </Field>
        <Field label={text.obtainedByLabel}>
          {(id) => (
            <select
              id={id}
              className={fieldClass}
              value={obtainedBy}
              onChange={(event) => setObtainedBy(event.target.value as ConsentObtainedBy)}
            >
              {consentObtainedBy.map((way) => (
                <option key={way} value={way}>
                  {text.obtainedBy[way]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {text.recordConsent}
        </Button>
        <ErrorText error={record.error} />
      </form>
      <h3 className="mt-6 font-semibold text-slate-900">{text.share}</h3>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          share.mutate({ employerId: Number(shareWith), purpose });
        }}
      >
        <Field label={text.employerLabel}>
          {(id) => (
            <EmployerSelect
              id={id}
              value={shareWith}
              onChange={setShareWith}
              employers={employers}
            />
          )}
        </Field>
        <Field label={text.purposeLabel}>
          {(id) => (
            <input
              id={id}
              required
              className={fieldClass}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {text.shareButton}
        </Button>
      </form>
      <div aria-live="polite">
        <ErrorText error={share.error} />
        {share.data ? (
          <p role="status" className="text-sm text-emerald-900">
            {fillTemplate(text.shared, { recipient: share.data.recipient })}
          </p>
        ) : null}
      </div>
    </Section>
  );
}

/** A required choice of employer, by id, from the list the API gives (never a typed name). */
function EmployerSelect(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  employers: readonly EmployerOption[];
}) {
  return (
    <select
      id={props.id}
      required
      className={fieldClass}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{text.chooseEmployer}</option>
      {props.employers.map((employer) => (
        <option key={employer.id} value={employer.id}>
          {employer.companyName}
        </option>
      ))}
    </select>
  );
}
