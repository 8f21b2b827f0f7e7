import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import {
  DEFAULT_TOAST_DURATION_MS,
  type ShownToast,
  type ToastLabels,
  type ToastOptions,
} from './toaster';

const variantClasses: Record<NonNullable<ToastOptions['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

/** The toast on screen, with Radix's timing, swipe and announcement; loaded with the first toast. */
export default function ToastView({
  current,
  labels,
  onClosed,
}: {
  current: ShownToast;
  labels: ToastLabels;
  onClosed: (id: number) => void;
}) {
  return (
    <Toast.Provider
      swipeDirection="right"
      duration={DEFAULT_TOAST_DURATION_MS}
      label={labels.announceLabel}
    >
      <Toast.Root
        key={current.id}
        type={current.variant === 'destructive' ? 'foreground' : 'background'}
        duration={current.durationMs ?? DEFAULT_TOAST_DURATION_MS}
        onOpenChange={(open) => {
          if (!open) onClosed(current.id);
        }}
        className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-out ${variantClasses[current.variant ?? 'default']}`}
        data-testid="toast"
      >
        <div className="grid gap-1">
          <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
          {current.description ? (
            <Toast.Description className="text-sm opacity-90">
              {current.description}
            </Toast.Description>
          ) : null}
        </div>
        <Toast.Close
          aria-label={labels.closeLabel}
          className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <X aria-hidden="true" className="size-4" />
        </Toast.Close>
      </Toast.Root>
      {/*
        Top of the screen on a phone, bottom right from 640 px: a full-width toast at a phone's
        bottom edge covered the reference number a thank-you screen had just shown (issue 32).
      */}
      <Toast.Viewport
        label={labels.regionLabel}
        className="fixed right-0 top-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-0 sm:top-auto"
      />
    </Toast.Provider>
  );
}
