import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { schema } from "@investar/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";

/** ADR 0034, docs/business-rules.md#marketing-mail: a newsletter from /admin/newsletters, as its customers' mailboxes see it. */

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
/** DNS as a receiver would read it, without the network: only the selector's TXT record exists. */
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "mail2026._domainkey.investar.example") return [[dkimRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Investar <news@investar.example>",
      DKIM_DOMAIN: "investar.example",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString().replaceAll("\n", "\\n"),
      MAIL_UNSUBSCRIBE_EMAIL: "unsubscribe@investar.example",
      NEWSLETTER_JOB_INTERVAL_SECONDS: "1",
    },
  });
  admin = await createUser(t, { role: "Admin" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(unfolded(raw))?.[1];
const dkimPasses = async (raw: string) => (await dkimVerify(Buffer.from(raw), { resolver })).results.map((r) => r.status.result);

async function customer(flags: Partial<Record<"newsletter" | "offers" | "webinarInvites" | "productUpdates", boolean>>) {
  const user = await createUser(t);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/user/SaveSubscriptionFlags?userId=${user.userId}`,
    headers: user.auth,
    payload: { newsletter: false, productUpdates: false, webinarInvites: false, offers: false, renewalReminders: true, ...flags },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

const adminPost = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: admin.auth, payload });
const listed = async (id: number) => {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/newsletters", headers: admin.auth });
  return (res.json().newsletters as { id: number; sent: number; queued: number; queuedAll: boolean; unsubscribes: number }[]).find(
    (n) => n.id === id,
  )!;
};

it("reaches only customers opted in to its kind, DKIM-signed with one-click unsubscribe, and the link switches that kind off", async () => {
  const wantsOffers = await customer({ offers: true });
  const wantsNewsletterOnly = await customer({ newsletter: true });
  const wantsNothing = await customer({});

  const markdown =
    "# Diwali offer\n\n**20% off** Standard until Sunday.<script>alert(1)</script>\n\n[See plans](https://investar.example/pricing)";
  const preview = await adminPost("/api/admin/newsletters/preview", { markdown });
  expect(preview.json().html).toContain("<strong>20% off</strong>");
  expect(preview.json().html).not.toContain("<script");

  const saved = await adminPost("/api/admin/newsletters", { kind: "offers", subject: "Diwali offer on Standard", markdown });
  expect(saved.statusCode).toBe(200);
  const { id } = saved.json() as { id: number };

  expect((await adminPost("/api/admin/newsletters/send-test", { id })).json()).toEqual({ sentTo: admin.email });
  const test = await smtp.nextMailTo(admin.email);
  expect(header(test.raw, "Subject")).toBe("[Test] Diwali offer on Standard");
  expect((await listed(id)).sent).toBe(0);
  // The launch checklist's "mail delivered to a staff address" sees the test copy once the SMTP server took it.
  const staffMail = async () => {
    const checklist = await t.app.inject({ method: "GET", url: "/api/admin/launch-checklist", headers: admin.auth });
    return (checklist.json() as { items: { id: string; done: boolean; detail: string }[] }).items.find((item) => item.id === "staff-mail");
  };
  await expect.poll(staffMail, { timeout: 10_000 }).toMatchObject({ done: true, detail: expect.stringContaining(admin.email) });

  expect((await adminPost("/api/admin/newsletters/send", { id })).statusCode).toBe(200);
  expect((await adminPost("/api/admin/newsletters/send", { id })).statusCode).toBe(409);
  const mail = await smtp.nextMailTo(wantsOffers.email);
  await expect.poll(async () => listed(id), { timeout: 15_000 }).toMatchObject({ queuedAll: true, queued: 1, sent: 1 });
  expect(smtp.received.filter((m) => m.to.includes(wantsNewsletterOnly.email) || m.to.includes(wantsNothing.email))).toEqual([]);

  expect(await dkimPasses(mail.raw)).toEqual(["pass"]);
  const signature = header(mail.raw, "DKIM-Signature")!;
  expect(signature).toMatch(/d=investar\.example;.* s=mail2026;/);
  // RFC 8058 §4: both unsubscribe headers are under the signature.
  expect(signature).toMatch(/h=[^;]*list-unsubscribe:list-unsubscribe-post/i);
  expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const listUnsubscribe = header(mail.raw, "List-Unsubscribe")!;
  expect(listUnsubscribe).toMatch(
    /^<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?t=[A-Za-z0-9_-]+>, <mailto:unsubscribe@investar\.example\?subject=unsubscribe>$/,
  );
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);

  const link = new URL(/^<([^>]+)>/.exec(listUnsubscribe)![1]!);
  const path = `${link.pathname}${link.search}`;
  // Opening the link (a scanner, or the customer) only shows the button.
  const page = await t.app.inject({ method: "GET", url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toMatch(/<form method="post" action="\/api\/mail\/unsubscribe\?t=/);
  const flagsOf = async (userId: number) =>
    (await t.db.select({ flags: schema.users.subscriptionFlags }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.flags;
  expect((await flagsOf(wantsOffers.userId)).offers).toBe(true);

  // RFC 8058: the mailbox provider's one-click POST, without cookies or login.
  const oneClick = await t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.statusCode).toBe(200);
  expect(await flagsOf(wantsOffers.userId)).toMatchObject({ offers: false, renewalReminders: true });
  expect((await listed(id)).unsubscribes).toBe(1);

  // The same link posted as multipart/form-data (RFC 8058 allows either encoding): still 200, still counted once.
  const boundary = "----investar";
  const multipart = await t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  });
  expect(multipart.statusCode, multipart.body).toBe(200);
  expect((await listed(id)).unsubscribes).toBe(1);

  const forged = await t.app.inject({ method: "POST", url: `${link.pathname}?t=${link.searchParams.get("t")!.slice(0, -2)}AA` });
  expect(forged.statusCode).toBe(400);
});

it("signs transactional mail too but gives it none of the marketing headers, and always a plain-text part", async () => {
  const user = await createUser(t);
  const res = await t.app.inject({ method: "GET", url: `/api/auth/SendPasswordResetEmail?userId=${encodeURIComponent(user.email)}` });
  expect(res.statusCode).toBeLessThan(300);
  const mail = await smtp.nextMailTo(user.email);
  expect(await dkimPasses(mail.raw)).toEqual(["pass"]);
  expect(header(mail.raw, "List-Unsubscribe")).toBeUndefined();
  expect(header(mail.raw, "List-Unsubscribe-Post")).toBeUndefined();
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
});
