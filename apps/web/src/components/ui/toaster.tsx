import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Spec §9: toasts last 5000 ms unless a screen says otherwise, and only one shows at a time. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

type ShowToast = (options: ToastOptions) => void;
const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast, replacing the one on screen (one at a time). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

const variantClasses: Record<NonNullable<ToastOptions['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback<ShowToast>((options) => {
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={DEFAULT_TOAST_DURATION_MS}>
        {children}
        {current ? (
          <Toast.Root
            key={current.id}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            duration={current.durationMs ?? DEFAULT_TOAST_DURATION_MS}
            onOpenChange={(open) => {
              if (!open) setCurrent((shown) => (shown?.id === current.id ? null : shown));
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
              aria-label="Close notification"
              className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        ) : null}
        <Toast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
