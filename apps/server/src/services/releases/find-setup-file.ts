import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../errors.ts";
import { listAll } from "../../integrations/storage/file-store.ts";

export type SetupChannel = "Prod" | "Beta";

export const noSetupMessage = (channel: SetupChannel) => `No ${channel === "Beta" ? "beta" : "production"} setup has been published yet.`;

const INSTALLER = /\.(exe|msi)$/i;

/**
 * The published Windows installer of a channel: the newest .exe or .msi directly under <channel>/ in the
 * file store (docs/business-rules.md#api-calls: a blob under a Beta or Prod folder).
 */
export async function findSetupFile(deps: AppDeps, channel: SetupChannel): Promise<{ key: string; fileName: string }> {
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
