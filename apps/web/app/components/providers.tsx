import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { takeFlashNotice } from "../lib/flash-notice.ts";
import { toast } from "../lib/toast.ts";
import { ConfirmDialogProvider } from "./confirm-dialog.tsx";
import { GlobalSpinner } from "./global-spinner.tsx";
import { Toaster } from "./toaster.tsx";

function FlashNotices() {
  const location = useLocation();
  useEffect(() => {
    const notice = takeFlashNotice();
    if (notice) toast.warning(notice.message);
  }, [location.key]);
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
