import type { Site, Translation } from '@pathways/content';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** Spec §9: toasts last 5000 ms unless a screen says otherwise, and only one shows at a time. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

export interface ShownToast extends ToastOptions {
  id: number;
}

/** What screen readers hear of a toast, in the page's language (site content's `toast`). */
export type ToastLabels = Translation<Site>['toast'];

type ShowToast = (options: ToastOptions) => void;
const ToastContext = createContext<ShowToast | null>(null);
const ToastLabelsContext = createContext<((labels: ToastLabels) => void) | null>(null);

/**
 * The page's language frame hands the toasts its words: the toaster sits above the frame (a toast
 * outlives a page), so it cannot read them itself.
 */
export function useToastLabels(labels: ToastLabels): void {
  const setLabels = useContext(ToastLabelsContext);
  useEffect(() => setLabels?.(labels), [setLabels, labels]);
}

/** Shows a toast, replacing the one on screen (one at a time). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

// Radix's toast code arrives with the first toast, not with every page.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [labels, setLabels] = useState<ToastLabels | null>(null);
  const show = useCallback<ShowToast>((options) => {
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const value = useMemo(() => show, [show]);
  const closed = useCallback((id: number) => {
    setCurrent((shown) => (shown?.id === id ? null : shown));
  }, []);

  return (
    <ToastContext.Provider value={value}>
      <ToastLabelsContext value={setLabels}>{children}</ToastLabelsContext>
      {current && labels ? (
        <Suspense fallback={null}>
          <ToastView current={current} labels={labels} onClosed={closed} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
