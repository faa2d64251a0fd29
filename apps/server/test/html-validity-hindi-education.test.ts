import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { htmlErrors } from "./support/html-validator.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addSeat, addWebinar } from "./support/webinars.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the Hindi education pages are valid HTML, as their English twins are — the
 * public ones at /hi, My Webinars for a customer whose language is Hindi (with an upcoming, a past and a cancelled session).
 */
let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t);
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
  const now = new Date();
  const upcoming = await addWebinar(t, now, 48, { prerequisite: "None", aboutPresenter: "Asha trades" });
  const past = await addWebinar(t, now, -48, { recordingKey: "recordings/x.mp4", recordingType: "video/mp4" });
  const cancelled = await addWebinar(t, now, 24, { cancelledAt: now, isPaidWebinar: true, inrAmount: 500_00 });
  for (const id of [upcoming, past]) await addSeat(t, id, customer);
  await addSeat(t, cancelled, customer, { source: "paid" });
});
afterAll(() => t.close());

const PAGES: [url: string, who: "visitor" | "customer"][] = [
  ["/hi/education/technical-analysis-training", "visitor"],
  ["/hi/education/technical-analysis-training", "customer"],
  ["/hi/education/investar-software-training", "visitor"],
  ["/hi/education/newsletters", "visitor"],
  ["/hi/education/newsletters", "customer"],
  ["/education/my-webinars", "customer"],
];

describe("the Hindi education pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (url, who) => {
    const res = await t.app.inject({
      method: "GET",
      url,
      headers: who === "customer" ? { cookie: `investar_session=${customer.token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(await htmlErrors(res.body, url)).toEqual([]);
  });
});
