import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { SetupChannel } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { listAll } from "../../../integrations/storage/file-store.ts";

export type { SetupChannel };

export const noSetupMessage = (channel: SetupChannel) => `No ${channel === "Beta" ? "beta" : "production"} setup has been published yet.`;

const INSTALLER = /\.(exe|msi)$/i;

/** The channel's newest build recorded by the back office (admin/UploadSetup, admin/PromoteSetup), if any. */
export async function newestSetupBuild(deps: Pick<AppDeps, "db">, channel: SetupChannel) {
  const b = schema.setupBuilds;
  const [build] = await deps.db
    .select({ key: b.storageKey, fileName: b.fileName, version: b.version, size: b.size, sha256: b.sha256, uploadedAt: b.uploadedAt })
    .from(b)
    .where(eq(b.channel, channel))
    .orderBy(desc(b.uploadedAt), desc(b.id))
    .limit(1);
  return build ?? null;
}

/**
 * The published Windows installer of a channel: its newest build uploaded or promoted in the back office;
 * before any was, the newest .exe or .msi an operator placed directly under <channel>/ in the file store
 * (docs/business-rules.md#api-calls: a blob under a Beta or Prod folder), so existing deployments keep serving.
 */
export async function findSetupFile(deps: AppDeps, channel: SetupChannel): Promise<{ key: string; fileName: string }> {
  const recorded = await newestSetupBuild(deps, channel);
  if (recorded) return { key: recorded.key, fileName: recorded.fileName };
  const prefix = `${channel}/`;
  const installers = (await listAll(deps.files, prefix)).filter(
    ({ key }) => INSTALLER.test(key) && !key.slice(prefix.length).includes("/"),
  );
  // Stores keep times to the second; two builds put in the same second go by name (the later version).
  const newest = installers.sort(
    (a, b) => b.lastModified.getTime() - a.lastModified.getTime() || b.key.localeCompare(a.key, "en", { numeric: true }),
  )[0];
  if (!newest) throw notFound(noSetupMessage(channel));
  return { key: newest.key, fileName: newest.key.slice(prefix.length) };
}
