import { randomBytes } from "node:crypto";
import { createWriteStream, type Stats } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertFileKey, assertKeyPrefix, InvalidFileKeyError, isFileKey } from "./file-keys.ts";
import type { ByteRange, FileInfo, FileRead, FileStore, PutResult } from "./file-store.ts";
import { createMeasuringStream } from "./measure-stream.ts";

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/** Size, change time and inode together: a put or copy renames a new file into place, so any new bytes change it. */
function infoOf(key: string, stats: Stats): FileInfo {
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${stats.ino.toString(16)}"`;
  return { key, size: stats.size, etag, lastModified: stats.mtime };
}

/** Files in a directory (DATA_DIR/files): a key is a relative path, checked twice so it can never leave the root. */
export function createLocalFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    const path = resolve(root, ...assertFileKey(key).split("/"));
    if (!path.startsWith(root + sep)) throw new InvalidFileKeyError(`Key escapes the store: ${key}`);
    return path;
  }

  /** A hidden name beside the target (keys never start with a dot, so list() never shows it), renamed into place when complete. */
  const temporaryBeside = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.part`);

  async function replaceWith(path: string, write: (temporary: string) => Promise<void>): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = temporaryBeside(path);
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  const store: FileStore = {
    description: `directory ${root}`,

    async prepare() {
      await mkdir(root, { recursive: true });
    },

    async put(key, body): Promise<PutResult> {
      const path = pathOf(key);
      const measure = createMeasuringStream();
      const source = body instanceof Readable ? body : Readable.from([body]);
      await replaceWith(path, (temporary) => pipeline(source, measure, createWriteStream(temporary, { flags: "wx", mode: 0o640 })));
      return { key, ...measure.result() };
    },

    async get(key, range?: ByteRange): Promise<FileRead | null> {
      const path = pathOf(key);
      const handle = await open(path, "r").catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      // The details come from the open file, so they describe exactly the bytes this read will stream.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { info: infoOf(key, stats), body };
    },

    async head(key) {
      const stats = await stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stats?.isFile() ? infoOf(key, stats) : null;
    },

    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      const to = pathOf(toKey);
      try {
        await replaceWith(to, (temporary) => copyFile(from, temporary));
        return true;
      } catch (error) {
        if (isMissing(error) && !(await store.head(fromKey))) return false;
        throw error;
      }
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async *list(prefix) {
      assertKeyPrefix(prefix);
      // Walk only the deepest folder the prefix names in full; the rest of the prefix filters names.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const start = folder ? join(root, ...folder.split("/")) : root;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
        // Names an operator placed that are no valid key (and our own hidden temporaries) are not files of the store.
        .filter((key) => key.startsWith(prefix) && isFileKey(key))
        .sort();
      for (const key of keys) {
        const info = await store.head(key);
        if (info) yield info;
      }
    },

    close() {},
  };
  return store;
}
