import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Runs the Playwright journeys in the machine's Chromium; tests never download a browser. Debian's headless shell
 * (package chromium-headless-shell) is what Playwright itself runs headless journeys in, and its browser process
 * costs less CPU than the full browser's; the full browser serves where it is the only one (docs/adr/0065-journeys-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!existsSync(chromium)) {
  const line = `!!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium} (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH) !!!`;
  if (process.env.E2E_REQUIRED === "1") {
    console.error(line.replace("SKIPPED", "FAILED"));
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}
const result = spawnSync("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
