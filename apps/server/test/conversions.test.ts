import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { closeTestAppWithMail } from "./support/app-with-mail.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let user: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, user } = await createTestAppWithUser({ env: { SMTP_URL: smtp.url } }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const lastLogs = (n: number) => t.db.select().from(schema.conversionLogs).orderBy(desc(schema.conversionLogs.id)).limit(n);
const save = (path: string, body: unknown) =>
  t.app.inject({ method: "POST", url: `/api/auth/${path}?userId=${user.userId}`, payload: body as object, headers: user.auth });

describe("AddConversionsLogs", () => {
  it("records a funnel step, with the user when logged in", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/auth/AddConversionsLogs?logs=claim-email" });
    expect(anonymous.statusCode).toBe(200);
    expect((await lastLogs(1))[0]).toMatchObject({ channel: "site", userId: null, payload: { logs: "claim-email" } });

    await t.app.inject({ method: "GET", url: "/api/auth/AddConversionsLogs?logs=download-started", headers: user.auth });
    expect((await lastLogs(1))[0]).toMatchObject({ userId: user.userId, payload: { logs: "download-started" } });
  });

  it("answers missing, empty and oversized logs with 400 and a message", async () => {
    for (const query of ["", "?logs=", "?logs=%20", `?logs=${"x".repeat(2_001)}`]) {
      const res = await t.app.inject({ method: "GET", url: `/api/auth/AddConversionsLogs${query}` });
      expect(res.statusCode, query.slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(/logs (is required|can have at most 2000 characters)/);
    }
  });
});

describe("SaveConversion and SaveConversionFb", () => {
  it("store one row per record on the channel of the call", async () => {
    const records = [
      { conversionAction: "trial-signup", conversionDateTime: "2026-06-01 10:00:00+05:30", conversionValue: 0, gclid: "Cj0KCQ" },
      { conversionAction: "purchase", conversionValue: 7950, currencyCode: "INR", orderId: null },
    ];
    const google = await save("SaveConversion", records);
    expect(google.statusCode).toBe(200);
    expect(google.json()).toEqual({ saved: 2 });
    const rows = await t.db.select().from(schema.conversionLogs).where(eq(schema.conversionLogs.channel, "google"));
    expect(rows.map((r) => r.payload)).toEqual(expect.arrayContaining(records));
    expect(rows.every((r) => r.userId === user.userId)).toBe(true);

    const fb = await save("SaveConversionFb", [{ event: "CompleteRegistration", fbclid: "IwAR0" }]);
    expect(fb.json()).toEqual({ saved: 1 });
    expect((await lastLogs(1))[0]).toMatchObject({ channel: "facebook", payload: { event: "CompleteRegistration" } });
  });

  it("answers bad bodies with 400 and a message", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ n: i }));
    const cases: [unknown, string][] = [
      [tooMany, "Send at most 50 conversion records at a time."],
      [{ conversionAction: "not-a-list" }, "Send a list of conversion records."],
      [[{ nested: { deep: true } }], "Invalid body"],
      [[{ note: "x".repeat(501) }], "Values can have at most 500 characters."],
    ];
    for (const path of ["SaveConversion", "SaveConversionFb"]) {
      for (const [body, message] of cases) {
        const res = await save(path, body);
        expect(res.statusCode, `${path} ${message}`).toBe(400);
        expect(res.json().message, `${path} ${message}`).toContain(message);
      }
    }
  });
});

describe("SendDownloadStepsEmail", () => {
  it("mails the steps with a link to the download page", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/auth/SendDownloadStepsEmail?userId=${user.userId}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(user.email);
    const text = mail.raw.replace(/=\r?\n/g, "");
    expect(text).toContain("How to download and install Investar");
    expect(text).toContain("http://localhost:3000/investar/download");
  });

  it("answers a bad user id with 400 and a message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/SendDownloadStepsEmail?userId=0", headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("userId must be a positive number.");
  });
});
