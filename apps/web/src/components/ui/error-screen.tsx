import { paths } from '@/config/paths';

/** The app-wide error screen (spec §2): what broke, a way to diagnose it, and a way out. */
export function ErrorScreen({ error }: { error: unknown }) {
  const message =
    error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-700">{message}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          Reload Page
        </button>
        <a
          href={paths.debugMobile}
          className="font-medium text-teal-800 underline underline-offset-4"
        >
          Open diagnostics
        </a>
      </div>
    </main>
  );
}
