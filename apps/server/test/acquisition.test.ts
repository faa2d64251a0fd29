import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

// docs/business-rules.md#acquisition: the landing visit's ad parameters follow the visitor to the account.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ web: true }));
});
afterAll(() => t.close());

const COOKIE = "investar_first_touch";
let counter = 0;

/** The first-touch cookie a page visit set, as the browser would send it back ("name=value"), or null. */
async function land(url: string, cookie?: string): Promise<string | null> {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBeLessThan(500);
  const set = res.cookies.find((c) => c.name === COOKIE);
  if (!set) return null;
  expect(set).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 60 * 60 });
  // The page is otherwise public: with this visitor's cookie on it, no shared cache may keep it.
  expect(res.headers["cache-control"], url).toBe("private, no-store");
  return `${COOKIE}=${encodeURIComponent(set.value)}`;
}

async function signUp(cookie: string | null): Promise<{ userId: number; email: string }> {
  counter += 1;
  const email = `visitor${counter}.${Date.now()}@example.in`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { FullName: "Kavya Menon", Email: email, MobileNo: "9845012345", AgeConfirmed: true },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return { userId: res.json().userId as number, email };
}

const campaignRows = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/CampaignSignUps", headers: admin.auth })).json().signUps as {
    email: string;
    utmSource: string | null;
    acquisition: Record<string, string> | null;
  }[];

describe("the landing visit's ad parameters", () => {
  it("are kept on the account at sign-up and shown to staff on the user page and in the campaign sign-ups report", async () => {
    const cookie = await land("/?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=abc");
    expect(cookie).not.toBeNull();
    const { userId, email } = await signUp(cookie);

    const overview = await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${userId}`, headers: admin.auth });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().profile.signUp).toMatchObject({
      utmSource: "google",
      acquisition: { utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali", gclid: "abc" },
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/admin/users/${userId}`,
      headers: { cookie: `investar_session=${admin.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("campaign google / cpc / diwali · gclid abc");

    const row = (await campaignRows()).find((r) => r.email === email);
    expect(row).toMatchObject({ utmSource: "google", acquisition: { utm_campaign: "diwali", gclid: "abc" } });
    const report = await t.app.inject({
      method: "GET",
      url: "/admin/campaign-sign-ups",
      headers: { cookie: `investar_session=${admin.token}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain("Campaign: google / cpc / diwali · gclid abc");
  });

  it("keep the first touch: a later visit with other parameters does not overwrite it", async () => {
    const first = await land("/pricing?utm_source=newsletter&utm_campaign=nov&fbclid=fb1");
    expect(first).not.toBeNull();
    expect(await land("/?utm_source=bing&utm_campaign=later", first!)).toBeNull();
    const { email } = await signUp(first);
    const row = (await campaignRows()).find((r) => r.email === email);
    expect(row?.acquisition).toEqual({ utm_source: "newsletter", utm_campaign: "nov", fbclid: "fb1" });
  });

  it("are not remembered from a visit without them, and a sign-up without them records none", async () => {
    expect(await land("/?page=2")).toBeNull();
    const { userId, email } = await signUp(null);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ acquisition: null, utmSource: null });
    expect((await campaignRows()).find((r) => r.email === email)).toBeUndefined();
  });

  it("drop control characters and cut long values to 200 characters, never failing", async () => {
    const long = "x".repeat(10_000);
    const cookie = await land(`/?utm_source=goo%00gle&utm_medium=%00&utm_campaign=${long}&utm_term=%E0%A4`);
    const { email } = await signUp(cookie);
    const row = (await campaignRows()).find((r) => r.email === email);
    expect(row?.acquisition?.utm_source).toBe("google");
    expect(row?.acquisition?.utm_medium).toBeUndefined();
    expect(row?.acquisition?.utm_campaign).toBe("x".repeat(200));

    // A cookie the visitor edited into nonsense is no record, not an error.
    for (const bad of [`${COOKIE}=%7Bnot-json`, `${COOKIE}=${encodeURIComponent('{"utm_source":"a\\u0000b","gclid":7}')}`]) {
      const signedUp = await signUp(bad);
      const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, signedUp.userId));
      expect(user!.acquisition).toEqual(bad.includes("a%5Cu0000b") ? { utm_source: "ab" } : null);
    }
  });
});
