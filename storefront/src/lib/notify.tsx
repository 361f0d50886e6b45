import { lazy, Suspense, useSyncExternalStore } from "react";
import type * as ReactHotToast from "react-hot-toast";

/**
 * Toasts (bottom centre, 5 s), with react-hot-toast loaded on the first toast rather than
 * with the page: most visits never show one, and the home page's JavaScript budget is tight.
 */
type Toasts = typeof ReactHotToast;

let library: Promise<Toasts> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<Toasts> {
  if (!requested) {
    requested = true;
    listeners.forEach((notifyListener) => notifyListener());
  }
  return (library ??= import("react-hot-toast"));
}

export const notify = {
  success: (message: string) => void load().then(({ toast }) => toast.success(message)),
  error: (message: string) => void load().then(({ toast }) => toast.error(message)),
};

const LazyToaster = lazy(() =>
  load().then(({ Toaster }) => ({
    // At the bottom: the header stays at the top of the screen, and a toast there would cover it.
    default: () => <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />,
  })),
);

/** Renders the toaster once the first toast has been asked for. */
export function ToastHost() {
  const active = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
