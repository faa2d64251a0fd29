import { expect, test, type Page } from "@playwright/test";
import { sidewaysOverflow } from "./support/every-band.ts";
import { anonymousPages, signedInPages } from "../bench/pages.ts";
import { E2E_ADMIN } from "./support/admin-account.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { submitLogin } from "./support/log-in.ts";

/**
 * docs/business-rules.md#no-sideways-scroll: no page of the site scrolls sideways at a laptop's 1366 and 1280 px or a phone's 390 px,
 * logged out or logged in (as the staff account, whose header carries the most: the account menu with
 * the admin link).
 */
const widths = [1366, 1280, 390];

/**
 * Each page is loaded once and measured at every width, the window resized in between: the site lays out by width
 * through CSS media queries only (eslint forbids its scripts to read the window's width), so this is the same check
 * as one load per width, at a third of the page loads.
 */
async function pagesScrollingSideways(page: Page, paths: readonly string[]): Promise<string[]> {
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(viewportAt(widths[0]!));
    await page.goto(path, { waitUntil: "load" });
    for (const width of widths) {
      await page.setViewportSize(viewportAt(width));
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path} at ${width} px (${overflow} px too wide)`);
    }
  }
  return overflowing;
}

const viewportAt = (width: number) => ({ width, height: width > 500 ? 900 : 844 });

test(`no page scrolls sideways for a visitor at ${widths.join(", ")} px`, async ({ page }) => {
  test.setTimeout(360_000);
  expect(await pagesScrollingSideways(page, anonymousPages)).toEqual([]);
});

test(`no page scrolls sideways when logged in at ${widths.join(", ")} px`, async ({ page }) => {
  test.setTimeout(360_000);
  await page.goto("/user/login");
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
  expect(await pagesScrollingSideways(page, [...anonymousPages.filter((path) => !path.startsWith("/user/")), ...signedInPages])).toEqual(
    [],
  );
});

/**
 * The webinar seat checkout is a signed-in page with an id, outside the lists above: it is styled (its "Pay with" choices
 * too) and fits a phone down to 320 px; its offer is said on the same basis as its price (ADR 0040).
 */
for (const width of [390, 320]) {
  test(`the webinar seat checkout fits ${width} px, styled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await logInAsNewCustomer(page, `seat.${width}`);
    await page.goto("/education/technical-analysis-training?currency=INR");
    const paid = page.getByRole("article", { name: "Options Strategies Masterclass", exact: true });
    // The card's discount is against the list price with GST, as its price is.
    await expect(paid).toContainText("20% off list price ₹3,538 incl. GST");
    await paid.getByRole("link", { name: "Buy" }).click();
    await expect(page.getByRole("heading", { name: "Options Strategies Masterclass", level: 1 })).toBeVisible();
    await expect(page.locator(".seat-price")).toContainText("Offer (20% off, before GST)");
    const payWith = page.getByRole("group", { name: "Pay with" });
    await expect(payWith).toBeVisible();
    // Styled: the options are the bordered choices of the pricing pages, not bare radio buttons.
    expect(
      await payWith
        .locator(".choice")
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe("solid");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}
