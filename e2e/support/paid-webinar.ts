import { expect, type Browser, type Page } from "@playwright/test";
import { submitAdminLogin } from "./admin-login.ts";
import { hydrated } from "./hydrated.ts";

/** "YYYY-MM-DDTHH:mm" in India time, `days` from now, for the admin form's datetime-local field. */
export const indiaLocal = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);

/**
 * Staff, on the admin webinars page, create a paid webinar titled `title` three days ahead (₹1,500 + GST, $20), with a
 * 10% offer unlocked by `couponCode` when one is given; answers its id and leaves the page on its edit form.
 */
export async function createPaidWebinar(admin: Page, title: string, couponCode?: string): Promise<number> {
  await admin.getByRole("link", { name: "New webinar or video" }).click();
  const form = admin.getByRole("form", { name: "New webinar or video" });
  await expect(form).toBeVisible();
  await hydrated(admin);
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Presenter", { exact: true }).fill("Asha Rao");
  await form.getByLabel("Starts (India time)").fill(indiaLocal(3));
  await form.getByLabel("Paid webinar").check();
  await form.getByLabel("Price in INR (before GST)").fill("1500");
  await form.getByLabel("Price in USD").fill("20");
  if (couponCode) {
    await form.getByLabel("Offer discount (%)").fill("10");
    await form.getByLabel("Offer ends on").fill(indiaLocal(5).slice(0, 10));
    await form.getByLabel("Offer coupon code").fill(couponCode);
  }
  await form.getByRole("button", { name: "Create" }).click();
  await expect(admin).toHaveURL(/edit=\d+/);
  return Number(new URL(admin.url()).searchParams.get("edit"));
}

/** Staff publish a paid webinar as `createPaidWebinar` does, in a browser context of their own; answers its id and title. */
export async function publishPaidWebinar(browser: Browser, couponCode?: string): Promise<{ webinarId: number; title: string }> {
  const admin = await (await browser.newContext()).newPage();
  await submitAdminLogin(admin, "/admin/webinars");
  const title = `Options basics ${Date.now()}`;
  const webinarId = await createPaidWebinar(admin, title, couponCode);
  await admin.context().close();
  return { webinarId, title };
}
