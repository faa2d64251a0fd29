import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { ReadStream } from "node:fs";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../errors.ts";

export type SetupChannel = "Prod" | "Beta";

export interface SetupFile {
  fileName: string;
  size: number;
  stream: ReadStream;
}

/**
 * The published Windows installer of a channel: the newest .exe or .msi an operator placed in
 * DATA_DIR/files/<channel>/ (SPEC §7: a blob under a Beta or Prod folder).
 */
export async function openSetupFile(deps: AppDeps, channel: SetupChannel): Promise<SetupFile> {
  const dir = join(deps.config.dataDir, "files", channel);
  const names = await readdir(dir).catch(() => [] as string[]);
  const candidates = await Promise.all(
    names
      .filter((name) => /\.(exe|msi)$/i.test(name))
      .map(async (name) => ({ name, info: await stat(join(dir, name)) })),
  );
  const newest = candidates.filter((c) => c.info.isFile()).sort((a, b) => b.info.mtimeMs - a.info.mtimeMs)[0];
  if (!newest) throw notFound(`No ${channel === "Beta" ? "beta" : "production"} setup has been published yet.`);
  return { fileName: newest.name, size: newest.info.size, stream: createReadStream(join(dir, newest.name)) };
}
