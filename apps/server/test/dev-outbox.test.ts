import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app.ts";
import { suiteApp } from "./support/suite.ts";

const t = suiteApp();

describe("the development outbox (no SMTP_URL)", () => {
  it("lists the queued activation mail with a clickable link, on this machine only", async () => {
    const email = `outbox.${Date.now()}@example.in`;
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { FullName: "Dev Tester", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
    });
    const page = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Activate your Investar account");
    expect(page.body).toContain(`To ${email}`);
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/confirm-email\?id=[A-Za-z0-9_-]{43}">/);

    const remote = await t.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(403);
  });

  it("does not exist when mail really goes out over SMTP", async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    try {
      expect((await withSmtp.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
