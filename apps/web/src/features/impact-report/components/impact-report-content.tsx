import type {
  ImpactReport,
  Locale,
  RecordsText,
  ReportSection,
  Translation,
} from '@pathways/content';
import { CheckCircle2, Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/section';
import { useToast } from '@/components/ui/toaster';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useReportSize } from '../api/get-report-size';
import { ReportChart } from './report-chart';
import { RecordsSection } from './records-section';
import { formatFileSize } from '../utils/format-file-size';

type ReportText = Translation<ImpactReport>;

/** The report page's texts in one language, and the language its figures are written in. */
export interface ImpactReportText {
  report: ReportText;
  records: RecordsText;
  locale: Locale;
}

/** Opens the PDF in a new tab (a plain link, so it works without JavaScript) and confirms with a 3 s toast. */
function DownloadButton({
  report,
  variant,
}: {
  report: ReportText;
  variant: 'accent' | 'primary';
}) {
  const { download, toast: reportToast } = report;
  const { newTabNote } = useLocaleText().site.footer;
  const toast = useToast();
  const { data: bytes } = useReportSize();
  return (
    <a
      href={download.href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, 'lg')}
      onClick={() =>
        toast({
          title: reportToast.title,
          description: reportToast.description,
          durationMs: reportToast.durationMs,
        })
      }
    >
      <Download aria-hidden="true" className="size-5" />
      {download.label}
      {bytes ? (
        <span data-testid="report-size" className="text-sm font-normal opacity-90">
          ({formatFileSize(bytes)})
        </span>
      ) : null}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}

export function ReportSectionView({
  section,
  index,
  charts,
}: {
  section: Translation<ReportSection>;
  index: number;
  charts: ReportText['charts'];
}) {
  const chart = charts[section.id];
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-24 border-t border-slate-200 py-10 first:border-t-0"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h2 id={`${section.id}-title`} className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {section.heading}
      </h2>
      <div className="mt-4 grid gap-4 text-lg leading-relaxed text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.items ? (
        <ul className="mt-5 grid gap-3">
          {section.items.map((item) => (
            <li key={item} className="flex gap-3 text-slate-800">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {section.rows ? (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {section.rows.map((row) => (
            <div key={row.label} className="rounded-xl bg-brand-50 p-5">
              <dt className="text-sm font-medium text-slate-700">{row.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-brand-800">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {chart ? <ReportChart chart={chart} id={section.id} /> : null}
    </section>
  );
}

/** The Impact and Opportunity Report page (spec §2 "Impact report"). */
export function ImpactReportContent({ text }: { text: ImpactReportText }) {
  const { report: impactReport } = text;
  return (
    <>
      <PageHero title={impactReport.title} description={impactReport.subtitle}>
        <DownloadButton report={impactReport} variant="accent" />
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={impactReport.title} className="hidden lg:block">
          <ul className="sticky top-24 grid gap-1 border-l-2 border-brand-100 pl-4">
            {impactReport.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-10 items-center text-slate-700 hover:text-brand-900"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {impactReport.sections.map((section, index) => (
            <ReportSectionView
              key={section.id}
              section={section}
              index={index}
              charts={impactReport.charts}
            />
          ))}
          <RecordsSection
            index={impactReport.sections.length}
            text={text.records}
            locale={text.locale}
            charts={impactReport.charts}
          />
          <div className="mt-6 rounded-2xl bg-brand-900 p-8 text-center">
            <DownloadButton report={impactReport} variant="accent" />
          </div>
        </div>
      </div>
    </>
  );
}
