import { fillTemplate, intlLocale } from '@pathways/content';
import { DOCUMENT_ACCEPT, documentKinds, type ChosenFiles } from '@pathways/schemas';
import { useRef } from 'react';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { formatDate } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useClientConsents, useUploadDocument } from '../api/documents';
import type { DocumentsOwner } from '../api/documents';
import { kindLabel } from './kind-label';

const uploadSchema = schemaOf('documentUploadFormSchema');
const uploadFields = ['kind', 'consentId', 'file'] as const;
const NO_FILES: ChosenFiles = { length: 0 };

/**
 * Upload a document: its kind, the file (the hint says which types and how large), and, for a
 * signed consent form on a client's record, the paper consent it belongs to. Errors show inline
 * and in the summary; the button is busy while the file goes up.
 */
export function UploadDocumentForm({ owner }: { owner: DocumentsOwner }) {
  const { client, locale } = usePortalText();
  const text = client.documents;
  const formId = formIds(owner === null ? 'my-document' : `client-${owner}-document`);
  const upload = useUploadDocument(owner);
  const formElement = useRef<HTMLFormElement>(null);
  const paperConsents = (useClientConsents(owner).data ?? []).filter(
    (consent) => consent.obtainedBy === 'onPaper',
  );
  const uploadForm = usePortalForm({
    schema: uploadSchema,
    defaultValues: { kind: '', consentId: '', file: NO_FILES },
    fieldOrder: uploadFields,
    idOf: formId,
    mutation: upload,
    toVariables: (values) => ({
      kind: values.kind,
      consentId: values.consentId,
      // The schema checked there is exactly one; a file input's list holds File objects.
      file: (values.file as unknown as FileList)[0] as File,
    }),
    // The file input keeps showing the sent file's name unless the form element itself is reset.
    onSuccess: () => formElement.current?.reset(),
    messages: { failureTitle: text.failed, success: text.uploaded },
  });
  const { errors, field, form } = uploadForm;
  const kind = form.watch('kind');
  return (
    <form
      ref={formElement}
      noValidate
      aria-label={text.uploadHeading}
      className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4"
      onSubmit={(event) => void uploadForm.onSubmit(event)}
    >
      <h3 className="font-semibold text-slate-900">{text.uploadHeading}</h3>
      <ErrorSummary {...uploadForm.summaryProps()} />
      <Select
        label={text.kindLabel}
        placeholder={text.chooseKind}
        options={documentKinds.map((value) => ({ value, label: kindLabel(text, value) }))}
        error={errors.kind?.message}
        {...field.text('kind')}
      />
      {owner !== null && kind === 'consentForm' ? (
        <Select
          label={text.consentLabel}
          hint={text.consentHint}
          placeholder={text.noConsent}
          options={paperConsents.map((consent) => ({
            value: String(consent.id),
            label: fillTemplate(text.forConsent, {
              date: formatDate(consent.givenAt, intlLocale[locale]),
            }),
          }))}
          error={errors.consentId?.message}
          {...field.text('consentId')}
        />
      ) : null}
      <TextInput
        type="file"
        accept={DOCUMENT_ACCEPT}
        label={text.fileLabel}
        hint={text.fileHint}
        error={errors.file?.message}
        className="file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
        {...field.text('file')}
      />
      <SubmitButton
        pending={uploadForm.pending}
        pendingLabel={text.uploading}
        className="self-start"
      >
        {text.upload}
      </SubmitButton>
    </form>
  );
}
