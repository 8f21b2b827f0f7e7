import { fillTemplate, intlLocale } from '@pathways/content';
import { previewableContentTypes } from '@pathways/schemas';
import type { ClientDocument } from '@pathways/schemas';
import { DataTable, type Column } from '@/components/portal/data-table';
import { ErrorText, Section, formatTime } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDocuments } from '../api/documents';
import type { DocumentsOwner } from '../api/documents';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { kindLabel } from './kind-label';
import { UploadDocumentForm } from './upload-document-form';

const KB = 1024;
const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';

function sizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < KB * KB
    ? `${format.format(bytes / KB)} KB`
    : `${format.format(bytes / KB / KB)} MB`;
}

/**
 * The documents on a client's record: the client's own (owner null, in their language) or one
 * staff opened (owner = the client's id). Downloads and previews are plain links to the API, whose
 * answer is the file itself (the read is logged there); delete asks for a reason first.
 */
export function DocumentsSection({ owner }: { owner: DocumentsOwner }) {
  const { client, locale } = usePortalText();
  const text = client.documents;
  const documents = useDocuments(owner);
  const columns: Column<ClientDocument>[] = [
    { id: 'name', header: text.columns.name, rowHeader: true, cell: (row) => row.fileName },
    {
      id: 'type',
      header: text.columns.type,
      cell: (row) => kindLabel(text, row.kind),
      compare: (a, b) => a.kind.localeCompare(b.kind),
    },
    {
      id: 'uploaded',
      header: text.columns.uploaded,
      cell: (row) =>
        fillTemplate(text.uploadedBy, {
          date: formatTime(row.uploadedAt, intlLocale[locale]),
          name: row.uploadedBy?.fullName ?? '—',
        }),
      compare: (a, b) => a.uploadedAt.localeCompare(b.uploadedAt),
    },
    {
      id: 'size',
      header: text.columns.size,
      cell: (row) => sizeText(row.sizeBytes, intlLocale[locale]),
    },
    {
      id: 'actions',
      header: text.columns.actions,
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-3">
          <a
            className={linkClasses}
            href={`/api/documents/${row.id}`}
            download
            aria-label={fillTemplate(text.downloadLabel, { name: row.fileName })}
          >
            {text.download}
          </a>
          {previewableContentTypes.includes(row.contentType) ? (
            <a
              className={linkClasses}
              href={`/api/documents/${row.id}/preview`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fillTemplate(text.previewLabel, { name: row.fileName })}
            >
              {text.preview}
            </a>
          ) : null}
          <DeleteDocumentDialog owner={owner} document={row} />
        </div>
      ),
    },
  ];
  return (
    <Section title={text.heading}>
      <p className="mb-3 text-sm text-slate-700">{owner === null ? text.intro : text.staffIntro}</p>
      <ErrorText error={documents.error} />
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={documents.data?.documents ?? []}
        rowKey={(row) => row.id}
        empty={documents.isPending ? undefined : text.empty}
        className="w-full min-w-[40rem] text-left text-sm"
      />
      <UploadDocumentForm owner={owner} />
    </Section>
  );
}

/** The case worker's client record passes the client's id (a ClientRecordPart). */
export function ClientDocumentsSection({ clientId }: { clientId: number }) {
  return <DocumentsSection owner={clientId} />;
}

/** The client's own section on My Profile. */
export function MyDocumentsSection() {
  return <DocumentsSection owner={null} />;
}
