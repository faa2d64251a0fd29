/**
 * Toasts: short notices in the top-right corner that go after 5 seconds (docs/business-rules.md#routes-and-screens). A store outside React,
 * so that plain functions (an API helper, a download) can raise one; components/toaster.tsx shows them.
 */
export type ToastKind = "success" | "error" | "warning" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 5_000;

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): void {
  const id = ++lastId;
  toasts = [...toasts, { id, kind, message }];
  emit();
  // The global timer, not window's: a failure may be reported where there is no window (tests, server code paths).
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
