import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** DESIGN §5: uploads live under DATA_DIR/files/uploads/<area>, each under a name the server made up. */
export type UploadArea = "avatars" | "support";

// Only names this module produced are ever turned into paths, so a stored value cannot point elsewhere.
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

function pathOf(dataDir: string, area: UploadArea, name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored upload name: ${name}`);
  return join(dataDir, "files", "uploads", area, name);
}

/** Writes the bytes under a fresh random name (never the client's) and returns that name. */
export async function storeUpload(dataDir: string, area: UploadArea, data: Uint8Array, extension: string): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  await mkdir(join(dataDir, "files", "uploads", area), { recursive: true });
  await writeFile(pathOf(dataDir, area, name), data, { flag: "wx", mode: 0o640 });
  return name;
}

/** Null when the file is gone (removed by an operator, or a name from another machine's database). */
export async function readUpload(dataDir: string, area: UploadArea, name: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(dataDir, area, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Best effort: a file left behind wastes space but breaks nothing, so failures are not the user's problem. */
export async function removeUpload(dataDir: string, area: UploadArea, name: string | null): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await unlink(pathOf(dataDir, area, name)).catch(() => undefined);
}
