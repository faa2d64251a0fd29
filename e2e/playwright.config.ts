import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Free loopback ports, chosen once by the runner and inherited by its workers through the environment,
 * so a journey run never collides with another server on this machine.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" });
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_VIEW_PORT ??= freePort();
process.env.E2E_SOCIAL_CONTROL_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "investar-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_SUPPORT_EMAIL ??= "helpdesk@example.in";
// The inbound mail webhook's signing key in the journeys (ADR 0054), inherited by the workers.
process.env.E2E_MAILGUN_SIGNING_KEY ??= "e2e-mailgun-webhook-signing-key";

/**
 * Journeys that change what every visitor sees (catalogue, home-page content, releases, newsletters to all who
 * want them) or count the whole site (the dashboard's totals) run one at a time once the others are done; every
 * other journey, the link crawl among them (it only reads as a visitor), works on its own new users and shares the
 * server with one running beside it (docs/adr/0032-fast-tests.md#journeys-in-parallel).
 */
const siteWide = ["admin-catalogue", "admin-dashboard", "admin-newsletters", "admin-releases", "admin-site-content", "public-site"].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: "own-users", testIgnore: siteWide },
    { name: "site-wide", testMatch: siteWide, dependencies: ["own-users"], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  webServer: {
    command: "node e2e/support/serve.ts",
    cwd: join(import.meta.dirname, ".."),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Seeding a new embedded database on a loaded 2-core machine has taken over a minute.
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      NODE_ENV: "production",
      RATE_LIMITS: "off",
      // The newsletter journey waits for its copies: queued every second instead of every minute.
      NEWSLETTER_JOB_INTERVAL_SECONDS: "1",
      // Every customer the other journeys made who wants offers gets the newsletter too, before or after the
      // admin's own copy: the pace limit must not decide whether it arrives within the journey's wait.
      NEWSLETTER_MAILS_PER_MINUTE: "6000",
      // The privacy journey waits for its data download's mail: built every second.
      DATA_EXPORT_JOB_INTERVAL_SECONDS: "1",
      // The journeys look for the desk's copy of a support request here (e2e/storefront-support.spec.ts).
      SUPPORT_EMAIL: process.env.E2E_SUPPORT_EMAIL,
      // The support desk journey posts customers' replies to the inbound webhook as Mailgun would (e2e/support-desk.spec.ts).
      MAILGUN_WEBHOOK_SIGNING_KEY: process.env.E2E_MAILGUN_SIGNING_KEY,
      // The mobile app's store pages, so the pages that sell it show their badges (e2e/mobile-app-links.spec.ts, ADR 0040).
      MOBILE_APP_STORE_URL: "https://apps.apple.com/in/app/investar-e2e/id1000000001",
      MOBILE_APP_GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=in.example.investar.e2e",
      E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
      E2E_MAIL_VIEW_PORT: process.env.E2E_MAIL_VIEW_PORT,
      E2E_SOCIAL_CONTROL_PORT: process.env.E2E_SOCIAL_CONTROL_PORT,
    },
  },
});
