/** What the download, version-history and /admin/releases pages read from the releases feature. */
import type { SetupChannel } from "@investar/core";

export interface VersionHistoryEntry {
  id: number;
  version: string;
  releasedOn: string; // ISO date (yyyy-mm-dd)
  isBeta: boolean;
  highlights: string[];
}

/** An installer in the file store, as the back office lists it ("Releases"). */
export interface SetupBuild {
  id: number;
  channel: SetupChannel;
  version: string;
  /** The name the download is saved under. */
  fileName: string;
  size: number;
  /** Hex SHA-256 of the bytes served. */
  sha256: string;
  /** ISO instant of the upload, or of the promotion for a build promoted to Prod. */
  uploadedAt: string;
  /** Who uploaded or promoted it (name and email), null once that account is gone. */
  uploadedBy: string | null;
  /** A Prod build's Beta original. */
  promotedFromId: number | null;
  /** A Beta build's copy in Prod, once promoted. */
  promotedToId: number | null;
}

/** What the download page states of a channel's installer. */
export type PublishedSetup = Pick<SetupBuild, "version" | "fileName" | "size" | "sha256" | "uploadedAt">;

/** /admin/releases: the notes of both channels and one page of builds, newest first. */
export interface AdminReleases {
  notes: Record<SetupChannel, VersionHistoryEntry[]>;
  builds: SetupBuild[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReleasesPageServices {
  /** Releases newest first; `isBeta` picks the beta channel instead of the production one. */
  listVersionHistory(isBeta: boolean): Promise<VersionHistoryEntry[]>;
  /** The download page: the newest installer of each channel; null where none was uploaded through the back office. */
  getPublishedSetups(): Promise<Record<SetupChannel, PublishedSetup | null>>;
  /** /admin/releases: release notes of both channels and one page of uploaded builds. */
  getAdminReleases(page: number): Promise<AdminReleases>;
}
