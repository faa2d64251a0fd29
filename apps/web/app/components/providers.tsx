import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toaster, toast } from "sonner";
import { takeFlashNotice } from "../lib/flash-notice.ts";
import { ConfirmDialogProvider } from "./confirm-dialog.tsx";
import { GlobalSpinner } from "./global-spinner.tsx";

export const TOAST_DURATION_MS = 5_000;

function FlashNotices() {
  const location = useLocation();
  useEffect(() => {
    const notice = takeFlashNotice();
    if (notice) toast.warning(notice.message);
  }, [location.key]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfirmDialogProvider>
      <GlobalSpinner />
      {children}
      <FlashNotices />
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </ConfirmDialogProvider>
  );
}
