import { useEffect, type ReactNode } from "react";
import { clearFlashNotice } from "../lib/flash-notice.ts";
import { useRootData, type RootData } from "../lib/root-data.ts";
import { toast } from "../lib/toast.ts";
import { ConfirmDialogProvider } from "./confirm-dialog.tsx";
import { GlobalSpinner } from "./global-spinner.tsx";
import { Toaster } from "./toaster.tsx";

/**
 * The notice a redirect left (lib/flash-notice.ts), as the server read it from the request's cookie (root.tsx). The
 * browser's cookie store is touched only to clear it: reading `document.cookie` is a synchronous round trip to the
 * browser process, up to 30 ms on a renderer's first page, for a notice hardly any page load carries.
 */
function FlashNotices() {
  const notice = (useRootData() as RootData | undefined)?.flashNotice;
  useEffect(() => {
    if (!notice) return;
    toast.warning(notice);
    clearFlashNotice();
  }, [notice]);
  return null;
}

/** Marks the document once React runs it, so tooling (and the e2e journeys) can tell a page's forms are live. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfirmDialogProvider>
      <HydrationMark />
      <GlobalSpinner />
      {children}
      <FlashNotices />
      <Toaster />
    </ConfirmDialogProvider>
  );
}
