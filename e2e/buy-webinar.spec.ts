import { expect, test, type Browser, type Page } from "@playwright/test";
import { sidewaysOverflow } from "./support/every-band.ts";
import { demoWebinarFiles } from "@investar/db";
import { simulate } from "./support/checkout.ts";
import { mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
import { createPaidWebinar, indiaLocal, publishPaidWebinar } from "./support/paid-webinar.ts";
import { answerFacebookAs, completeSignUpInPopup } from "./support/social-provider.ts";
import { createAccountWithPassword } from "./support/sign-up.ts";

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await submitAdminLogin(page, "/admin/webinars");
  await expect(page.getByRole("heading", { name: "Webinars and training videos" })).toBeVisible();
  return page;
}

test("a user buys a paid webinar through the simulator and watches its recording after it ends", async ({ page, browser }) => {
  // Staff publish a paid webinar: ₹1,500 + GST, 10% off with the code E2E10.
  const admin = await adminPage(browser);
  const title = `Breakout trading ${Date.now()}`;
  const webinarId = await createPaidWebinar(admin, title, "E2E10");

  // The customer finds it in the list and buys it.
  const email = await logInAsNewCustomer(page, "webinar.buyer");
  await page.goto("/education/technical-analysis-training?currency=INR");
  await page.getByRole("article", { name: title, exact: true }).getByRole("link", { name: "Buy" }).click();
  await expect(page).toHaveURL(new RegExp(`/education/buy-webinar\\?webinarId=${webinarId}`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const total = page.locator("[data-seat-total]");
  await expect(total).toHaveText("₹1,770");

  // A mistyped coupon is said under its field; the price without it stays, and Pay with it.
  const coupon = page.getByLabel("Coupon code");
  await coupon.fill("E2E01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert")).toContainText("This coupon code does not apply to this webinar");
  await expect(page.getByRole("alert")).toContainText("coupon not applied");
  await expect(total).toHaveText("₹1,770");
  await expect(page.getByRole("button", { name: "Pay ₹1,770" })).toBeEnabled();

  await coupon.fill("E2E10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total).toHaveText("₹1,593");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Pay ₹1,593" }).click();
  await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
  await expect(page.locator('[data-field="amount"]')).toHaveText("₹1,593");
  const orderNumber = (await page.locator('[data-field="order"]').textContent())!.trim();
  await simulate(page, "Simulate success", orderNumber, "/education/buy-webinar");

  // A confirmation with no pay button; the receipt arrives.
  const confirmation = page.getByRole("region", { name: "Your seat is booked" });
  await expect(confirmation).toContainText(title);
  await expect(confirmation).toContainText("₹1,593");
  await expect(confirmation).toContainText(orderNumber);
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expect(confirmation.getByRole("link", { name: "Download the GST invoice" })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.raw.includes(`Your webinar seat is booked (order ${orderNumber})`)), {
      timeout: 20_000,
    })
    .toBe(true);
  await confirmation.getByRole("link", { name: "Open My Webinars" }).click();
  await expect(page.getByRole("article", { name: title })).toContainText("Add to calendar");

  // The session takes place; staff move it into the past and upload its recording.
  await admin.goto(`/admin/webinars?edit=${webinarId}`);
  const edit = admin.getByRole("form", { name: `Edit ${title}` });
  await edit.getByLabel("Starts (India time)").fill(indiaLocal(-2));
  const saved = admin.waitForResponse((response) => response.url().includes("/api/education/SaveWebinar"));
  await edit.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  // The form reloads its page after a save: let that finish before leaving it.
  await admin.waitForURL(/[?&]page=\d+&edit=/);
  await admin.goto("/admin/webinars");
  await admin
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: "Recording and materials" })
    .click();
  const files = admin.getByRole("region", { name: `Recording and materials: ${title}` });
  await files.getByLabel("Recording (MP4 or WebM)").setInputFiles(demoWebinarFiles[0].path);
  await files.getByRole("button", { name: "Upload" }).first().click();
  await expect(files.getByText("webinar-recording.webm is uploaded.")).toBeVisible();

  // The buyer watches it in My Webinars.
  await page.goto("/education/my-webinars");
  const past = page.getByRole("article", { name: title });
  const player = past.getByLabel(`Recording of ${title}`);
  await expect(player).toBeVisible();
  const source = await player.getAttribute("src");
  const recording = await page.request.get(source!, { headers: { range: "bytes=0-99" } });
  expect(recording.status()).toBe(206);
  expect(recording.headers()["content-type"]).toMatch(/^video\//);
  await admin.context().close();
});

/** docs/business-rules.md#sign-up-to-pay: a visitor books a seat in one sitting, on the seat's own checkout. */
test.describe("a visitor on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("sees the seat's price logged out, creates an account in the dialog on the seat's checkout, and pays through the simulator", async ({
    page,
    browser,
  }) => {
    const { webinarId, title } = await publishPaidWebinar(browser, "SEAT10");
    const email = `seat.visitor.${Date.now()}@example.in`;
    await page.goto(`/education/buy-webinar?webinarId=${webinarId}&currency=INR`);
    // No login first: the seat, its price, GST and total are the visitor's to see.
    await expect(page).toHaveURL(`/education/buy-webinar?webinarId=${webinarId}&currency=INR`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const price = page.locator(".seat-price");
    await expect(price).toContainText("Seat, before GST₹1,500");
    await expect(price).toContainText("GST 18%₹270");
    await expect(page.locator("[data-seat-total]")).toHaveText("₹1,770");
    await hydrated(page);
    // A coupon applies for a visitor too, and is kept through the sign-up.
    await page.getByLabel("Coupon code").fill("SEAT10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("[data-seat-total]")).toHaveText("₹1,593");
    const seat = `/education/buy-webinar?webinarId=${webinarId}&currency=INR&couponCode=SEAT10`;
    const yourSeat = page.getByRole("region", { name: "Your seat" });
    await expect(yourSeat.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/user/login?returnUrl=${encodeURIComponent(seat)}`,
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await yourSeat.getByRole("button", { name: "Proceed to Pay" }).click();
    const dialog = page.getByRole("dialog", { name: "Create your account to pay" });
    await expect(dialog).toContainText("Your seat, its invoice and the link to join the webinar belong to an Investar account");
    await expect(dialog.getByRole("link", { name: "Log in to pay" })).toHaveAttribute(
      "href",
      `/user/login?returnUrl=${encodeURIComponent(seat)}`,
    );
    await expect(dialog.getByRole("button", { name: "Continue with Facebook" })).toBeVisible();
    await expectAccessible(page);
    await createAccountWithPassword(dialog, { email, name: "K. Srinivas", mobile: "98450 54321" });

    // Signed in on the same seat, coupon kept, without a mail: the page is a customer's, ready to pay.
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(seat);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.locator("[data-seat-total]")).toHaveText("₹1,593");
    expect(await mailsTo(email)).toEqual([]);
    await hydrated(page);
    await page.getByRole("button", { name: "Pay ₹1,593" }).click();
    // The checkout call, then the gateway's page: more than a moment on a busy machine.
    await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible({ timeout: 15_000 });
    const orderNumber = (await page.locator('[data-field="order"]').textContent())!.trim();
    await simulate(page, "Simulate success", orderNumber, "/education/buy-webinar");
    await expect(page.getByRole("region", { name: "Your seat is booked" })).toContainText(orderNumber);
  });

  test("Continue with Facebook in the seat's dialog makes a buyer's account (no trial, no activation mail) and comes back ready to pay", async ({
    page,
    context,
    browser,
  }) => {
    const { webinarId, title } = await publishPaidWebinar(browser);
    const email = `seat.facebook.${Date.now()}@example.in`;
    await answerFacebookAs(context, email, "Farah Khan");
    const seat = `/education/buy-webinar?webinarId=${webinarId}&currency=INR`;
    await page.goto(seat);
    await hydrated(page);
    await page.getByRole("button", { name: "Proceed to Pay" }).click();
    const dialog = page.getByRole("dialog", { name: "Create your account to pay" });
    const popupOpens = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Continue with Facebook" }).click();
    // A new account is completed in Facebook's popup with the notice and the 18+ declaration (docs/business-rules.md#privacy-notice).
    await completeSignUpInPopup(popupOpens);

    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
    await expect(page).toHaveURL(seat);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay ₹1,770" })).toBeVisible();
    expect(await mailsTo(email)).toEqual([]);
    // A buyer's account: no free trial was started (the sign-up form's path starts it).
    await page.goto("/my-investar/manage-subscription");
    await expect(page.getByRole("heading", { name: "My Subscription" })).toBeVisible();
    // The desktop card names a trial's end ("Free trial"); this account has none.
    await expect(page.getByText("You have no paid desktop subscription yet.")).toBeVisible();
    await expect(page.locator("dt", { hasText: "Free trial" })).toHaveCount(0);
  });
});
