/**
 * docs/deploy.md#request-ids: when a page cannot be rendered, the error page gives the customer the reference
 * to quote, the same id as the answer's `x-request-id` header and the server's log lines of that request.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ web: true, env: { LOG_LEVEL: "info" }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("the error page of a page that failed on the server", () => {
  it("shows the request's reference, which names the failed request's log lines", async () => {
    // Every page's root loader reads the business profile: without its table, rendering fails.
    await t.db.execute(sql`alter table business_profile rename to business_profile_away`);
    try {
      const page = await t.app.inject({ method: "GET", url: `/pricing?visit=${Date.now()}` });
      expect(page.statusCode).toBe(500);
      const reference = page.headers["x-request-id"] as string;
      expect(reference).toMatch(/^[0-9a-f-]{36}$/);
      expect(page.body).toContain("Something went wrong");
      expect(page.body).toMatch(new RegExp(`quote this reference to support: <code>${reference}</code>`));
      const logged = lines.map(
        (line) => JSON.parse(line) as { requestId?: string; msg?: string; err?: { message?: string }; res?: { statusCode?: number } },
      );
      expect(logged.some((line) => line.requestId === reference && line.res?.statusCode === 500)).toBe(true);
      // The failure itself is logged under the same reference, not only on the console.
      expect(logged.find((line) => line.requestId === reference && line.msg === "page failed")?.err?.message).toMatch(/business_profile/);
    } finally {
      await t.db.execute(sql`alter table business_profile_away rename to business_profile`);
    }
  });

  it("shows no reference on a page that does not exist", async () => {
    const page = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("quote this reference");
  });
});
