import { Spinner } from './spinner';

/**
 * Shown while the app or a route module loads (spec §2 App-level screens). Inside a page's frame
 * it says so in the page's language.
 */
export function LoadingScreen({ label = 'Loading application...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700"
    >
      <Spinner className="size-8 text-teal-700" />
      <p>{label}</p>
    </div>
  );
}
