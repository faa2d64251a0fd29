import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** docs/adr/0059-hindi-with-lingui.md#choosing-a-language: My Profile's language for mails and the account pages. */
let t: TestApp;
let me: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await createUser(t, { name: "Meera" });
  other = await createUser(t, { name: "Ravi" });
});
afterAll(() => t.close());

const save = (userId: number, body: unknown, user: TestUser | null) =>
  t.app.inject({
    method: "POST",
    url: `/api/user/SaveLanguageProfile?userId=${userId}`,
    payload: body as object,
    headers: user?.auth ?? {},
  });
const languageOf = async (userId: number) =>
  (await t.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.language;
const auditOf = (userId: number) =>
  t.db
    .select({ details: schema.auditLog.details, actorId: schema.auditLog.actorId })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, "language-changed"), eq(schema.auditLog.subject, `user:${userId}`)));

describe("POST /api/user/SaveLanguageProfile", () => {
  it("keeps the customer's choice on the account and logs the change once", async () => {
    const res = await save(me.userId, { language: "hi" }, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "hi" });
    expect(await languageOf(me.userId)).toBe("hi");
    // Saving the same choice again changes nothing, so it logs nothing more.
    expect((await save(me.userId, { language: "hi" }, me)).statusCode).toBe(200);
    expect(await auditOf(me.userId)).toEqual([{ actorId: me.userId, details: { from: "en", to: "hi" } }]);

    expect((await save(me.userId, { language: "en" }, me)).json()).toEqual({ language: "en" });
    expect(await languageOf(me.userId)).toBe("en");
  });

  it("refuses a language the site does not speak with a 400 that says which it does", async () => {
    const res = await save(me.userId, { language: "ta" }, me);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Choose English or Hindi.");
  });

  it("refuses another customer's account and a visitor, and changes nothing", async () => {
    expect((await save(other.userId, { language: "hi" }, me)).statusCode).toBe(403);
    expect((await save(other.userId, { language: "hi" }, null)).statusCode).toBe(401);
    expect(await languageOf(other.userId)).toBe("en");
    expect(await auditOf(other.userId)).toEqual([]);
  });
});
