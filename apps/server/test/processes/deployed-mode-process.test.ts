import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, killServers, spawnServer, startHealthyServer } from "../support/processes.ts";
import { startTestSmtp } from "../support/test-smtp.ts";

/** ADR 0012 as an operator meets it: the real entry point, started with a public PUBLIC_URL. */

afterAll(killServers);

/** A page as the site's visitors ask for it: by PUBLIC_URL's host name (fetch may not set Host). */
function getOnSite(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers: { host: "investar.example" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

const deployment = () => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), "investar-deployed-")),
  PUBLIC_URL: "https://investar.example",
  LOG_LEVEL: "warn",
});

describe("a deployment's start", () => {
  it("refuses to start without PAYMENT_GATEWAY, SMTP_URL and SESSION_SECRET: non-zero exit, one line for each", async () => {
    const server = spawnServer(await freePort(), deployment(), { isolated: true });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toEqual([
      expect.stringContaining("Refusing to start: PUBLIC_URL https://investar.example is not this machine"),
      expect.stringMatching(/^ {2}PAYMENT_GATEWAY is not set/),
      expect.stringMatching(/^ {2}SMTP_URL is not set/),
      expect.stringMatching(/^ {2}SESSION_SECRET is not set/),
    ]);
  }, 60_000);

  it("names only what is still missing", async () => {
    const server = spawnServer(
      await freePort(),
      {
        ...deployment(),
        PAYMENT_GATEWAY: "ccavenue",
        CCAVENUE_MERCHANT_ID: "2",
        CCAVENUE_ACCESS_CODE: "AVXX",
        CCAVENUE_WORKING_KEY: "0123456789ABCDEF0123456789ABCDEF",
        CCAVENUE_URL: "https://secure.ccavenue.com/transaction/transaction.do",
        SESSION_SECRET: randomBytes(32).toString("hex"),
      },
      { isolated: true },
    );
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^ {2}SMTP_URL is not set/)]);
  }, 60_000);

  it("runs the named simulator as a test site: the Test mode ribbon on its pages, no dev outbox, a clean stop", async () => {
    const smtp = await startTestSmtp();
    try {
      const port = await freePort();
      const server = await startHealthyServer(
        port,
        { ...deployment(), PAYMENT_GATEWAY: "simulator", SMTP_URL: smtp.url, SESSION_SECRET: randomBytes(32).toString("hex") },
        { isolated: true },
      );
      for (const path of ["/", "/Pricing", "/user/login"]) {
        const page = await getOnSite(port, path);
        expect(page.status, path).toBe(200);
        expect(page.body, path).toMatch(/<aside class="test-mode-ribbon" aria-label="Test mode"><strong>Test mode<\/strong>/);
      }
      expect((await getOnSite(port, "/dev/outbox")).status).toBe(404);
      const byAddress = await fetch(`http://127.0.0.1:${port}/Pricing`, { redirect: "manual" });
      expect(byAddress.status).toBe(308);
      expect(byAddress.headers.get("location")).toBe("https://investar.example/Pricing");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
