import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMOVED_SECRET, secretFreeColumns } from "../src/integrations/outbox/remove-secrets.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { linkFrom, startTestSmtp } from "./support/test-smtp.ts";
import { MAX_ATTEMPTS } from "../src/integrations/outbox/outbox-worker.ts";

/** ADR 0011 (ADR 0002): once a message is sent or given up, its row keeps no usable link or code. */
const texts: { to: string; text: string }[] = [];
const smsProvider = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    texts.push(JSON.parse(body) as { to: string; text: string });
    response.writeHead(202).end();
  });
});

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  await new Promise<void>((resolve) => smsProvider.listen(0, "127.0.0.1", resolve));
  const { port } = smsProvider.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: smtp.url, SMS_URL: `http://127.0.0.1:${port}/send` } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await new Promise<void>((resolve) => smsProvider.close(() => resolve()));
});

const register = (app: TestApp, email: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { FullName: "Outbox Tester", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
const mailRow = async (app: TestApp, to: string) =>
  (await app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).orderBy(desc(schema.mailOutbox.id)))[0]!;

describe("after sending", () => {
  it("a mail row loses its link (text and HTML); the link that went out still works", async () => {
    const email = `sent.link.${Date.now()}@example.in`;
    expect((await register(t, email)).statusCode).toBe(200);
    const token = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
    await expect.poll(async () => (await mailRow(t, email)).sentAt, { timeout: 10_000 }).not.toBeNull();

    const row = await mailRow(t, email);
    expect(row.subject).toBe("Activate your Investar account");
    for (const part of [row.text, row.html]) {
      expect(part).not.toContain(token);
      expect(part).toContain(REMOVED_SECRET);
    }
    expect(row.secrets).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` })).statusCode).toBe(200);
  });

  it("an SMS row loses its code; the code that went out still works", async () => {
    const user = await createUser(t);
    const sent = await t.app.inject({
      method: "GET",
      url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=9820077777`,
      headers: user.auth,
    });
    expect(sent.statusCode).toBe(200);
    // The SMS worker polls every 2 s (it is not nudged).
    await expect.poll(() => texts.some((sms) => sms.to === "9820077777"), { timeout: 10_000 }).toBe(true);
    const code = /\b([1-9]{5})\b/.exec(texts.find((sms) => sms.to === "9820077777")!.text)![1]!;
    const stored = async () => (await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, "9820077777")))[0]!;
    await expect.poll(async () => (await stored()).sentAt, { timeout: 10_000 }).not.toBeNull();

    const row = await stored();
    expect(row.text).not.toContain(code);
    expect(row.text).toContain(`${REMOVED_SECRET} is your Investar verification code`);
    expect(row.secrets).toBeNull();
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/user/SaveMobileNumberProfile?userId=${user.userId}&mobileNumber=9820077777&verificationCode=${code}`,
      headers: user.auth,
    });
    expect(saved.statusCode).toBe(200);
  });
});

describe("after giving up", () => {
  it("a mail that could not be delivered in its last try loses its link too", async () => {
    const down = await createTestApp({ seed: false, env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    try {
      const email = `given.up.${Date.now()}@example.in`;
      expect((await register(down, email)).statusCode).toBe(200);
      // The first try fails at once (nothing listens on port 9); the row then waits for its back-off. Its failure is
      // written after the claim counted the attempt: wait for that, or it would set the back-off over the change below.
      await expect.poll(async () => (await mailRow(down, email)).lastError, { timeout: 10_000 }).not.toBeNull();
      expect((await mailRow(down, email)).attempts).toBe(1);
      const queued = await mailRow(down, email);
      const link = queued.secrets![0]!;
      expect(queued.text).toContain(link);

      await down.db
        .update(schema.mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
        .where(eq(schema.mailOutbox.id, queued.id));
      down.app.deps.mail.nudge();
      // The last claim counts the attempt before its send fails; the scrub is written after the failure: wait for that.
      await expect.poll(async () => (await mailRow(down, email)).secrets, { timeout: 10_000 }).toBeNull();
      const abandoned = await mailRow(down, email);
      expect(abandoned.attempts).toBe(MAX_ATTEMPTS);
      expect(abandoned.sentAt).toBeNull();
      expect(abandoned.text).not.toContain(link);
      expect(abandoned.html).not.toContain(link);
      expect(abandoned.secrets).toBeNull();
    } finally {
      await down.close();
    }
  });
});

describe("before sending, in local mode", () => {
  it("the dev outbox still shows the link of a queued mail", async () => {
    const local = await createTestApp({ seed: false });
    try {
      const email = `local.${Date.now()}@example.in`;
      await register(local, email);
      const row = await mailRow(local, email);
      expect(row.secrets).toHaveLength(1);
      const page = await local.app.inject({ method: "GET", url: "/dev/outbox" });
      expect(page.body).toContain(row.secrets![0]!);
    } finally {
      await local.close();
    }
  });
});

describe("secretFreeColumns", () => {
  it("replaces every listed secret, also in its HTML-escaped form, and drops the list", () => {
    const link = "http://localhost:3000/x?id=abc&y=1";
    const scrubbed = secretFreeColumns({
      secrets: [link, "48213"],
      subject: "Code 48213",
      text: `Open ${link} or type 48213`,
      html: `<a href="http://localhost:3000/x?id=abc&amp;y=1">`,
    });
    expect(scrubbed).toEqual({
      secrets: null,
      subject: `Code ${REMOVED_SECRET}`,
      text: `Open ${REMOVED_SECRET} or type ${REMOVED_SECRET}`,
      html: `<a href="${REMOVED_SECRET}">`,
    });
    expect(secretFreeColumns({ secrets: null, text: "Nothing secret" })).toEqual({ secrets: null });
  });
});
