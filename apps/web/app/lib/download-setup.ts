import { toast } from "./toast.ts";
import { trackLoading } from "./loading-store.ts";

export type SetupChannel = "Prod" | "Beta";

/** SPEC §8: the file-download toasts, verbatim. */
export const DOWNLOAD_STARTED_MESSAGE = "File download started.";
export const DOWNLOAD_FAILED_MESSAGE = "There is some error in downloading the file.";

const FALLBACK_FILE_NAMES: Record<SetupChannel, string> = {
  Prod: "InvestarSetup.exe",
  Beta: "InvestarSetupBeta.exe",
};

/** Reads the file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : (plain[1] ?? "").trim();
  }
  // Never let a header choose a folder: keep the last path segment only.
  const safe = name?.split(/[\\/]/).pop()?.trim();
  return safe ? safe : null;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; give it time to start.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the Windows setup of a channel (SPEC §8): the API answers the installer as
 * application/octet-stream, or JSON/HTML when no build is published. Shows the global spinner
 * while the file is fetched and a toast for the outcome. Resolves to whether the save started.
 */
export async function downloadSetup(channel: SetupChannel): Promise<boolean> {
  try {
    const file = await trackLoading(
      (async () => {
        const response = await fetch(`/api/download/setup/${channel}`, {
          credentials: "same-origin",
          headers: { accept: "application/octet-stream" },
        });
        const type = (response.headers.get("content-type") ?? "").toLowerCase();
        if (!response.ok || !type.includes("application/octet-stream")) return null;
        const blob = await response.blob();
        const name = fileNameFromDisposition(response.headers.get("content-disposition")) ?? FALLBACK_FILE_NAMES[channel];
        return { blob, name };
      })(),
    );
    if (!file) {
      toast.error(DOWNLOAD_FAILED_MESSAGE);
      return false;
    }
    saveBlob(file.blob, file.name);
    toast.success(DOWNLOAD_STARTED_MESSAGE);
    return true;
  } catch {
    toast.error(DOWNLOAD_FAILED_MESSAGE);
    return false;
  }
}
