import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtEntry = join(root, "apps/web/build/server/index.js");
const sources = [
  "apps/web/app",
  "apps/web/server",
  "apps/web/public",
  "packages/core/src",
  "packages/contract/src",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/precompressed-assets.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** Builds the web app when it is missing or older than its sources, so `npm start` never serves a stale UI. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: rebuilding the web app…" : "Building the web app (first run)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
