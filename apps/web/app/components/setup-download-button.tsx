import type { ReactNode } from "react";

export type SetupChannel = "Prod" | "Beta";

/**
 * Downloads a channel's Windows setup (docs/business-rules.md#error-catalogue). The pages that show it are served without React: the
 * enhancement script (enhance/static-page.js) fetches the file, saves it and shows the toasts.
 */
export function SetupDownloadButton({ channel, className, children }: { channel: SetupChannel; className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} data-download-setup={channel}>
      {children}
    </button>
  );
}
