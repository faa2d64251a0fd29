import { expectAccessible } from "./support/accessibility.ts";
import { sidewaysOverflow } from "./support/every-band.ts";
import { hydrated } from "./support/hydrated.ts";
import { pausePageClock } from "./support/page-clock.ts";
import { expect, test, type Page } from "@playwright/test";

const visibleSlideLabel = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]')
    .first()
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    .first()
    .getAttribute("aria-label");

test("the home banner advances on its own after 10 seconds, and pauses", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const first = await visibleSlideLabel(page);
  expect(first).toMatch(/^1 of \d+$/);
  await page.clock.runFor(9_000);
  expect(await visibleSlideLabel(page)).toBe(first);
  await page.clock.runFor(1_500);
  await expect.poll(() => visibleSlideLabel(page)).toMatch(/^2 of \d+$/);

  await page.getByRole("button", { name: /pause/i }).first().click();
  const paused = await visibleSlideLabel(page);
  await page.clock.runFor(25_000);
  expect(await visibleSlideLabel(page)).toBe(paused);
});

test("the home counters count up in Indian digit grouping to the figure the server wrote", async ({ page }) => {
  await pausePageClock(page);
  await page.goto("/");
  const registered = page.locator('[data-counter="registered-users"] [data-count-to]');
  await registered.scrollIntoViewIfNeeded();
  // Seen, it starts again from 0.
  await expect(registered).toHaveText("0");
  await page.clock.runFor(800);
  // Midway through its 1.6 s the figure is a lakh or more, written 2,18,750 and not 218,750.
  await expect(registered).toHaveText(/^\d,\d{2},\d{3}$/);
  await expect(registered).not.toHaveText("2,50,000");
  await page.clock.runFor(1_000);
  await expect(registered).toHaveText("2,50,000");
});

for (const { width, expected } of [
  { width: 1280, expected: 600 },
  { width: 375, expected: 300 },
]) {
  test(`the testimonial dialog is ${expected}px wide on a ${width}px screen, at most 500px high`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const readMore = page
      .getByRole("button", { name: "Read More" })
      .or(page.getByRole("link", { name: "Read More" }))
      .first();
    await readMore.scrollIntoViewIfNeeded();
    await readMore.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/testimonial-dialog/);
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(expected);
    expect(box!.height).toBeLessThanOrEqual(500);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
  });
}

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("The page you are looking for can not be found!")).toBeVisible();
  await page.getByRole("link", { name: "Home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ["/", "/tour/auto-support-resistance", "/Pricing", "/support", "/investar/broker-partner"]) {
  test(`axe finds no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test("at 375px wide the public pages have no horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/", "/tour/auto-trendlines", "/investar/product-comparison", "/investar/pro", "/Pricing", "/investar/faqs"]) {
    await page.goto(path);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test("a guarded page sends a visitor to login with the SPEC warning", async ({ page }) => {
  await page.goto("/my-investar/my-wallet");
  await expect(page).toHaveURL(/\/user\/login\?returnUrl=%2Fmy-investar%2Fmy-wallet$/);
  await expect(page.getByText("You Need to login before accessing this page.")).toBeVisible();
});

test("a page React hydrates shows a redirect's notice as a toast, and the notice is cleared", async ({ page, context, baseURL }) => {
  // As a guard's redirect leaves it (lib/guard.ts); /Pricing is a hydrated page.
  await context.addCookies([{ name: "flash_notice", value: "not-allowed", url: baseURL! }]);
  await page.goto("/Pricing");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("You are not allowed to visit this page.")).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "flash_notice")).toBe(false);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("You are not allowed to visit this page.")).toHaveCount(0);
});

test("the home page's ?src=l redirects to the same path without the query", async ({ page }) => {
  await page.goto("/?src=l");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/home?src=l");
  await expect(page).toHaveURL(/\/home$/);
});

test("a tour, served without React, opens its menus and leaves by ordinary links", async ({ page }) => {
  await page.goto("/tour/auto-trendlines");
  await expect(page.locator("script[src]")).toHaveCount(0);
  const products = page.getByRole("button", { name: "Products" });
  await products.click();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Compare products" }).click();
  await expect(page).toHaveURL(/\/investar\/product-comparison$/);
});

test("the download page's button says when no Windows setup is published", async ({ page }) => {
  await page.goto("/investar/download");
  await page.getByRole("link", { name: "Download for Windows" }).click();
  await expect(page.getByText("There is some error in downloading the file.")).toBeVisible();
  await expect(page).toHaveURL(/\/investar\/download$/);
  await expect(page.getByRole("link", { name: "Download for Windows" })).not.toHaveAttribute("aria-disabled", "true");
});
