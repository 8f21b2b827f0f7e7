import { localePrefix, type Locale } from '@pathways/content';
import { paths } from '@/config/paths';
import { appScreenText } from '@/lib/i18n/app-screens';

/**
 * The app-wide error screen (spec §2): what broke, a way to diagnose it, and a way out, in the
 * page's language. `describe` gives the caught message in that language (an API refusal has a
 * Spanish twin); without it a Spanish page shows the message as a technical detail, marked English.
 */
export function ErrorScreen({
  error,
  locale = 'en',
  describe,
}: {
  error: unknown;
  locale?: Locale;
  describe?: (message: string) => string;
}) {
  const text = appScreenText[locale].error;
  const caught = error instanceof Error && error.message ? error.message : undefined;
  const inOtherWords = caught !== undefined && describe ? describe(caught) : undefined;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      {caught === undefined ? (
        <p className="text-slate-700">{text.unexpected}</p>
      ) : locale === 'en' || inOtherWords !== undefined ? (
        <p className="text-slate-700">{inOtherWords ?? caught}</p>
      ) : (
        <>
          <p className="text-slate-700">{text.unexpected}</p>
          <p className="text-sm text-slate-700">
            {text.technicalDetail} <code lang="en">{caught}</code>
          </p>
        </>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          {text.reload}
        </button>
        <a
          href={`${localePrefix[locale]}${paths.debugMobile}`}
          className="font-medium text-teal-800 underline underline-offset-4"
        >
          {text.diagnostics}
        </a>
      </div>
    </main>
  );
}
