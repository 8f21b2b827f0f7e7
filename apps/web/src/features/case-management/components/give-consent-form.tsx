import type { ConsentTextVersion } from '@pathways/content';
import type { EmployerConsentScope } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  usePortalForm,
} from '@/components/form';
import { Section } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useEmployerOptions } from '../api/clients';
import { useGiveConsent } from '../api/my-consents';

const myConsentFormSchema = schemaOf('myConsentFormSchema');
const consentFields = ['employerId', 'agreed'] as const;

/**
 * "Share my details with an employer" (or, scope substanceUse, "Share drug-related offenses", the
 * scope only the client gives): the employer chosen from the list (by id, never a typed name), what
 * is shared and what is not, the text in full, and a box to tick to agree. `consentText` is the
 * newest version of the scope, in the page's language; the consent records its version.
 */
export function GiveConsentForm({
  consentText,
  scope = 'employer',
}: {
  consentText: ConsentTextVersion;
  scope?: EmployerConsentScope;
}) {
  const myConsents = usePortalText().client.myConsents;
  const text =
    scope === 'substanceUse'
      ? {
          ...myConsents,
          ...myConsents.substance,
          shareHeading: myConsents.substance.heading,
          shareIntro: myConsents.substance.intro,
        }
      : myConsents;
  const consentFormId = formIds(scope === 'substanceUse' ? 'my-substance-consent' : 'my-consent');
  const employers = useEmployerOptions().data?.employers ?? [];
  const give = useGiveConsent();
  const consentForm = usePortalForm({
    schema: myConsentFormSchema,
    defaultValues: { employerId: '', textVersion: consentText.version, agreed: false, scope },
    fieldOrder: consentFields,
    idOf: consentFormId,
    mutation: give,
    toVariables: (values) => values,
    messages: { failureTitle: text.giveFailed, success: text.givenToast },
  });
  const { errors, field } = consentForm;
  const textId = consentFormId('text');
  return (
    <Section title={text.shareHeading}>
      <form
        noValidate
        aria-label={text.shareHeading}
        className="flex flex-col gap-4"
        onSubmit={(event) => void consentForm.onSubmit(event)}
      >
        <ErrorSummary {...consentForm.summaryProps()} />
        <p className="text-slate-800">{text.shareIntro}</p>
        <div className="rounded-lg bg-brand-50 p-4 text-sm text-slate-900">
          <h3 className="font-semibold">{text.whatIsShared}</h3>
          <ul className="mt-2 list-disc pl-5">
            {text.sharedItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2">{text.notShared}</p>
        </div>
        <Select
          label={text.employerLabel}
          placeholder={text.chooseEmployer}
          options={employers.map((employer) => ({
            value: String(employer.id),
            label: employer.companyName,
          }))}
          error={errors.employerId?.message}
          {...field.text('employerId')}
        />
        <section aria-labelledby={textId} className="rounded-lg border border-slate-200 p-4">
          <h3 id={textId} className="font-semibold text-slate-900">
            {text.textHeading}: {consentText.title}
          </h3>
          <p className="mt-2 text-sm text-slate-800">{consentText.body}</p>
        </section>
        {field.checkbox('agreed', text.agree)}
        <SubmitButton
          pending={consentForm.pending}
          pendingLabel={text.giving}
          className="self-start"
        >
          {text.give}
        </SubmitButton>
      </form>
    </Section>
  );
}
