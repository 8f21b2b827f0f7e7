import type { MailSettings } from '@pathways/schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/portal/parts';
import { QueryBoundary } from '@/components/portal/query-boundary';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useMyMailSettings, useSaveMyMailSettings } from '../api/mail-settings';

/** My Profile › E-mail from us: the language of every e-mail to me, and my appointment reminders. */
export function MyMailSettings() {
  const query = useMyMailSettings();
  const text = usePortalText().client.mailSettings;
  return (
    <Section title={text.title}>
      <QueryBoundary query={query}>
        {(settings) => <MailSettingsForm settings={settings} />}
      </QueryBoundary>
    </Section>
  );
}

function MailSettingsForm({ settings }: { settings: MailSettings }) {
  const text = usePortalText().client.mailSettings;
  const [language, setLanguage] = useState(settings.preferredLanguage);
  const [reminders, setReminders] = useState(settings.appointmentReminders);
  const save = useSaveMyMailSettings();
  const languageId = useId();
  const remindersId = useId();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ preferredLanguage: language, appointmentReminders: reminders });
      }}
    >
      <label htmlFor={languageId} className="font-semibold">
        {text.language}
      </label>
      <select
        id={languageId}
        className="min-h-11 max-w-xs rounded-md border border-slate-400 bg-white px-3"
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}
      >
        <option value="en">{text.english}</option>
        <option value="es">{text.spanish}</option>
      </select>
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={remindersId}
          type="checkbox"
          className="size-5"
          checked={reminders}
          onChange={(event) => setReminders(event.target.checked)}
        />
        <label htmlFor={remindersId}>{text.reminders}</label>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {text.save}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {save.isSuccess ? text.saved : ''}
      </p>
    </form>
  );
}
