/** The two download channels of the Windows installer (docs/business-rules.md#api-calls: Beta and Prod folders). */
export const SETUP_CHANNELS = ["Beta", "Prod"] as const;
export type SetupChannel = (typeof SETUP_CHANNELS)[number];

/** 5.2, 5.2.1 or 5.2.1.340: what the desktop program reports as its version. */
const VERSION = /^\d{1,4}(?:\.\d{1,6}){1,3}$/;

export const VERSION_HINT = "Give the version as numbers with dots, such as 5.2.1.";

/** Why a build's version can't be used, or null. It becomes part of a file name, so nothing else is allowed. */
export function setupVersionProblem(version: string): string | null {
  if (version.trim() === "") return `Please enter the version. ${VERSION_HINT}`;
  return VERSION.test(version.trim()) ? null : VERSION_HINT;
}

/**
 * The version in an installer's file name ("InvestarSetup-5.2.1.exe" → "5.2.1"), so an admin who uploads
 * a build named as the build server names it need not type it again. The last match wins: a name such
 * as "Investar 64-bit 5.2.1.exe" carries other numbers first.
 */
export function versionFromFileName(fileName: string): string | null {
  const stem = fileName.replace(/\.[A-Za-z0-9]+$/u, "");
  const found = [...stem.matchAll(/\d{1,4}(?:\.\d{1,6}){1,3}/gu)].map((m) => m[0]);
  return found.at(-1) ?? null;
}

/** The name a channel's download is saved under: made by us, whatever the uploaded file was called. */
export function setupFileName(version: string, extension: "exe" | "msi"): string {
  return `InvestarSetup-${version}.${extension}`;
}

/** "84.2 MB", "912 KB", "15 bytes": a download's size as the download page and the back office state it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
