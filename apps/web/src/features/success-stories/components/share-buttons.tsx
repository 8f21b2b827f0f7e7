import type { SuccessStoriesPage, Translation } from '@pathways/content';
import { Link2, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Share a story: the phone's share sheet where there is one (Web Share API), otherwise copy the
 * link and confirm with a toast. Whether sharing exists is only known in the browser, so the
 * prerendered HTML shows "Copy link" and "Share" joins it after hydration.
 */
export function ShareButtons({
  title,
  text: detail,
}: {
  title: string;
  text: Translation<SuccessStoriesPage>['detail'];
}) {
  const toast = useToast();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ ...detail.copiedToast, variant: 'success' });
    } catch {
      toast({ ...detail.copyFailedToast, variant: 'destructive' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-base font-semibold text-slate-900">{detail.shareHeading}</h2>
      {canShare ? (
        <Button variant="secondary" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-4" />
          {detail.shareLabel}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => void copyLink()}>
        <Link2 aria-hidden="true" className="size-4" />
        {detail.copyLinkLabel}
      </Button>
    </div>
  );
}
