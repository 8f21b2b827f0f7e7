import { fillTemplate, intlLocale } from '@pathways/content';
import type { Consent } from '@pathways/schemas';
import { useState, type ComponentType } from 'react';
import { Badge } from '@/components/ui/badge';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyCase } from '../api/staff';
import { paths } from '@/config/paths';
import { portalLink, usePortalText } from '@/lib/portal-text/portal-text';
import { BADGE_TONES, consentTitle } from './consent-text';
import { MyAppointmentItem } from './my-appointment-item';
import { MyMailSettings } from './my-mail-settings';
import { MyProfileForm } from './my-profile-form';
import { QueryStatus } from '@/components/portal';
import { PageIntro, Section, formatDate } from '@/components/portal/parts';

/**
 * Client › My Profile: their plan, appointments, shared notes, and their consents (managed on My
 * consents). The route passes the parts other features own (their documents).
 */
export function MyCasePage({ Documents }: { Documents: ComponentType }) {
  const { client, locale, root } = usePortalText();
  const text = client.myCase;
  const titleOf = (consent: Consent) => consentTitle(consent, text.consentScopes);
  useDocumentTitle(text.title);
  const myCase = useMyCase();
  // "Upcoming" as of opening the page (the page clock in tests): read once, not on every render.
  const [openedAt] = useState(() => Date.now());
  if (myCase.isPending || myCase.isError) return <QueryStatus query={myCase} />;
  const data = myCase.data;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      {!data ? (
        <p>{text.noCase}</p>
      ) : (
        <>
          {data.caseWorker ? (
            <p className="text-slate-800">
              {fillTemplate(text.caseWorker, { name: data.caseWorker.fullName })}
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={text.plan}>
              {data.milestones.length === 0 ? <p>{text.none}</p> : null}
              <ul className="flex flex-col gap-2 text-sm">
                {data.milestones.map((milestone) => (
                  <li key={milestone.id} className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{milestone.name}</span>
                    {milestone.dueDate ? (
                      <span className="text-slate-700">
                        {fillTemplate(text.due, {
                          date: formatDate(milestone.dueDate, intlLocale[locale]),
                        })}
                      </span>
                    ) : null}
                    {milestone.completedAt ? <Badge tone="success">{text.done}</Badge> : null}
                  </li>
                ))}
              </ul>
            </Section>
            <Section title={text.appointments}>
              {data.appointments.length === 0 ? <p>{text.none}</p> : null}
              <ul className="flex flex-col gap-3 text-sm">
                {data.appointments.map((appointment) => (
                  <MyAppointmentItem
                    key={appointment.id}
                    appointment={appointment}
                    upcoming={new Date(appointment.date).getTime() > openedAt}
                  />
                ))}
              </ul>
            </Section>
            <Section title={text.consents}>
              <ul className="flex flex-col gap-3 text-sm">
                {data.consents.map((consent) => (
                  <li key={consent.id} className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{titleOf(consent)}</span>
                    <Badge tone={BADGE_TONES[consent.badge]}>
                      {text.consentBadges[consent.badge]}
                    </Badge>
                  </li>
                ))}
              </ul>
              {/* Revoking and giving consent ask for care: they have a page of their own. */}
              <Link
                to={portalLink(root, paths.clientConsents)}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              >
                {client.myConsents.manage}
              </Link>
            </Section>
            <MyProfileForm profile={data.profile} />
            <MyMailSettings />
            <Section title={text.notes}>
              {data.notes.length === 0 ? <p>{text.none}</p> : null}
              <ul className="flex flex-col gap-2 text-sm">
                {data.notes.map((note) => (
                  <li key={note.id} className="rounded-md bg-slate-50 p-3">
                    {note.body}
                  </li>
                ))}
              </ul>
            </Section>
          </div>
          <Documents />
        </>
      )}
    </div>
  );
}
