import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let me: TestUser;

beforeAll(async () => {
  ({ t, user: me } = await createTestAppWithUser({ web: true }, { name: "Meera Iyer" }));
  await t.app.inject({
    method: "POST",
    url: `/api/user/SaveContactProfile?userId=${me.userId}`,
    headers: me.auth,
    payload: { country: "India", state: "Karnataka", city: "Other", otherCity: "Hosur Road", address: "", pinCode: "560100" },
  });
});
afterAll(() => t.close());

const page = (path: string, user?: TestUser) =>
  t.app.inject({ method: "GET", url: path, headers: user ? { cookie: `investar_session=${user.token}` } : {} });

describe("my-investar pages", () => {
  it("renders my-profile with the account's saved details in every section", async () => {
    const res = await page("/my-investar/my-profile", me);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<h1>My Profile</h1>");
    for (const heading of [
      "Profile picture",
      "Member information",
      "Contact information",
      "Email address",
      "Mobile number",
      "Email preferences",
    ])
      expect(html).toContain(heading);
    expect(html).toContain('value="Meera Iyer"');
    expect(html).toContain(me.email);
    expect(html).toContain("9876543210");
    // The state's cities are listed, 'Other' is chosen and its typed city is shown.
    expect(html).toMatch(/<option value="Bengaluru">Bengaluru<\/option>/);
    expect(html).toMatch(/<option value="Other" selected="">Other<\/option>/);
    expect(html).toContain('value="Hosur Road"');
    expect(html).toContain('<label for="contact-other-city">Your city</label>');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("renders change-password with its three labelled fields", async () => {
    const res = await page("/my-investar/change-password", me);
    expect(res.statusCode).toBe(200);
    for (const label of ["Current password", "New password", "Confirm new password"]) expect(res.body).toContain(`>${label}</label>`);
    expect(res.body).toMatch(/<input[^>]*id="password-new"[^>]*>/);
    expect(res.body).toMatch(
      /<input[^>]*type="password"[^>]*autoComplete="new-password"|<input[^>]*autoComplete="new-password"[^>]*type="password"/,
    );
  });

  it("sends a visitor to the login page with the way back", async () => {
    for (const path of ["/my-investar/my-profile", "/my-investar/change-password"]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent(path)}`);
    }
  });
});
