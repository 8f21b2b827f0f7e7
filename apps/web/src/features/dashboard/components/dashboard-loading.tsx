import { Spinner } from '@/components/ui/spinner';
import { usePortalText } from '@/lib/portal-text/portal-text';

/** Spec §4 route guard: a spinner while we learn who is signed in. */
export function DashboardLoading() {
  const { frame } = usePortalText();
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 text-slate-700"
    >
      <Spinner className="size-8 text-brand-700" />
      <p>{frame.loading}</p>
    </div>
  );
}
