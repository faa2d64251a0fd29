import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed formats already. */
const TEXT_FILE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/**
 * Gives every text file of the browser build its `.br` (brotli at its highest quality) and `.gz` (gzip level 9),
 * which the server sends as they are (`preCompressed` in apps/server/src/http/web-app.ts): a script is compressed
 * once per release instead of on every request, and smaller than per-request compression could afford to make it
 * (docs/adr/0070-assets-compressed-at-build.md). Run when the whole build has ended: React Router moves files into
 * the browser build after Vite has written it.
 */
export async function precompressBrowserBuild(buildDirectory: string): Promise<void> {
  const dir = join(buildDirectory, "client");
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
