import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

// docs/business-rules.md#download-messages: on a phone the download page mails its link instead of offering an .exe.
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ env: { RATE_LIMITS: "on" } }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

/** Each test calls from its own address, so the per-caller limit of one test does not spill into the next. */
const sendLink = (email: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/SendDownloadLink", payload: { email }, remoteAddress });
const mailsTo = (address: string) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, address));
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("POST /api/auth/SendDownloadLink", () => {
  it("mails the download page's link to the address given, logged out", async () => {
    const res = await sendLink("  trader.on.phone@example.in ", "10.0.0.1");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("We have emailed the download link to trader.on.phone@example.in. Open it on your Windows computer.");
    const mail = await smtp.nextMailTo("trader.on.phone@example.in");
    const text = unfolded(mail.raw);
    expect(text).toContain("Subject: How to download and install Investar");
    expect(text).toContain(`${t.config.publicUrl}/investar/download`);
    expect(text).toContain("Hello there,");
  });

  it("refuses a bad address with 400 and the field's message, and sends nothing", async () => {
    for (const email of ["", "not-an-address", "someone@"]) {
      const res = await sendLink(email, "10.0.0.2");
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors.email[0], email).toBe(res.json().message);
      expect(res.json().message, email).toMatch(/email/i);
    }
    expect(await mailsTo("someone@")).toHaveLength(0);
  });

  it("sends one address at most 5 mails an hour, whoever asks, counting the account's other mails", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) expect((await sendLink(user.email, `10.0.1.${i}`)).statusCode).toBe(200);
    const sixth = await sendLink(user.email, "10.0.1.9");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^We have sent too many emails to this address\. Please try again in \d+ minutes?\.$/);
    // The counter is the address's, shared with the account mails: a password reset to it waits too.
    const reset = await t.app.inject({
      method: "GET",
      url: `/api/auth/PasswordRecovery?userId=${encodeURIComponent(user.email)}`,
      remoteAddress: "10.0.1.10",
    });
    expect(reset.statusCode).toBe(429);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  it("answers one caller at most 5 times an hour, to any addresses", async () => {
    for (let i = 0; i < 5; i += 1) expect((await sendLink(`caller.limit${i}@example.in`, "10.0.2.1")).statusCode).toBe(200);
    const sixth = await sendLink("caller.limit5@example.in", "10.0.2.1");
    expect(sixth.statusCode).toBe(429);
    expect(await mailsTo("caller.limit5@example.in")).toHaveLength(0);
  });
});
