import { useSyncExternalStore } from "react";
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from "../lib/toast.ts";

const none: readonly Toast[] = [];

/** The toasts of lib/toast.ts, newest last; read out politely as they come, each with a close button. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => none);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list" aria-live="polite">
        {toasts.map((item) => (
          <li key={item.id} className={`toast toast--${item.kind}`}>
            <span className="toast__message">{item.message}</span>
            <button type="button" className="toast__close" aria-label="Close" onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
