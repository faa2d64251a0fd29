import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { sidewaysOverflow } from "./support/every-band.ts";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { linkFromMail } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { signUpAs } from "./support/sign-up.ts";

// docs/business-rules.md#download-messages and #referral-link: the installer as a real download on a computer, its link by email on a phone, and the referral link.
const uniqueEmail = (label: string) => `${label}.${Date.now()}@example.in`;
const DOWNLOAD_MAIL = "How to download and install Investar";
const scrollsSideways = async (page: Page) => (await sidewaysOverflow(page)) > 0;

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor gets the download link by email instead of an .exe", async ({ page }) => {
    await page.goto("/investar/download");
    const hero = page.locator(".page-hero");
    await expect(hero.getByRole("link", { name: "Download for Windows" })).toBeHidden();
    await expect(hero.getByText("Investar runs on Windows computers, not on phones.")).toBeVisible();

    // A half-typed address is refused under the field, and nothing is sent.
    await hero.getByLabel("Your email address").fill("trader@");
    await hero.getByRole("button", { name: "Email me the download link" }).click();
    await expect(hero.getByText(/email/i).and(hero.locator(".field__error"))).toBeVisible();

    const email = uniqueEmail("phone.visitor");
    await hero.getByLabel("Your email address").fill(email);
    await hero.getByRole("button", { name: "Email me the download link" }).click();
    await expect(page.getByText(`We have emailed the download link to ${email}. Open it on your Windows computer.`)).toBeVisible();
    const link = await linkFromMail(email, DOWNLOAD_MAIL, "/investar/download");
    expect(new URL(link).pathname).toBe("/investar/download");
  });

  test("a logged-in customer has the steps mailed to their account with one press", async ({ page }) => {
    const email = await logInAsNewCustomer(page, "phone.customer", { billingDetails: false });
    await page.goto("/investar/download");
    const hero = page.locator(".page-hero");
    await expect(hero.getByLabel("Your email address")).toHaveCount(0);
    await expect(hero.getByText(`We will email the download link to ${email}; open it on your computer.`)).toBeVisible();
    await hero.getByRole("button", { name: "Email me the download link" }).click();
    await expect(page.getByText(`We have emailed the download and installation steps to ${email}.`)).toBeVisible();
    await linkFromMail(email, DOWNLOAD_MAIL, "/investar/download");
    expect(await scrollsSideways(page)).toBe(false);

    // The referral link, Copy and the WhatsApp button fit the phone too.
    await page.goto("/my-investar/my-referral");
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test("on a computer the installer downloads straight from the server under its own name", async ({ page }) => {
  // A published build for this test only: other journeys see the site without one.
  const folder = join(process.env.E2E_DATA_DIR!, "files", "Prod");
  const installer = join(folder, "InvestarSetup-9.9.1.exe");
  mkdirSync(folder, { recursive: true });
  writeFileSync(installer, Buffer.alloc(256 * 1024, 7));
  try {
    await page.goto("/investar/download");
    // A computer keeps the direct download: the phone's email offer is not shown.
    await expect(page.getByRole("link", { name: "Download for Windows" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Email me the download link" })).toHaveCount(0);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download for Windows" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("InvestarSetup-9.9.1.exe");
    // The browser fetches the file itself (its progress bar, resumable), not a copy the page held in memory.
    expect(saved.url()).toMatch(/\/api\/download\/setup\/Prod$/);
    await expect(page.getByText("File download started.")).toBeVisible();
    await saved.cancel();
  } finally {
    rmSync(installer, { force: true });
  }
});

test("the referral page copies the link, shares it on WhatsApp and states the reward; a friend signs up through it", async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInAsNewCustomer(page, "referrer", { billingDetails: false });
  await page.goto("/my-investar/my-referral");
  await expect(
    page.getByText(
      "When someone who signed up through your link or your invitation makes their first paid purchase, ₹500 of general credit goes into your wallet ($6.00 if they pay in US dollars) as soon as their payment is confirmed.",
      { exact: false },
    ),
  ).toBeVisible();

  const field = page.getByLabel("Your referral link");
  const link = await field.inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/user\/sign-up\?ref=[0-9a-z]+\.[A-Za-z0-9_-]{12}$/);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  const href = new URL((await share.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  expect(href.searchParams.get("text")).toContain(link);
  await expect(share).toHaveAttribute("target", "_blank");

  // A friend opens the link in their own browser and signs up: the member sees them on the list.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    const friendEmail = uniqueEmail("friend");
    await friend.goto(link);
    await signUpAs(friend, { email: friendEmail, name: "Kavita Rao", mobile: "98765 43210" });
    await expect(friend).toHaveURL(/\/email-verification\?/);
  } finally {
    await friendContext.close();
  }
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: /friend\..*@example\.in/ });
  await expect(row.getByText("Signed up")).toBeVisible();
});

test.describe("on a tablet with a wide screen", () => {
  test.use({
    viewport: { width: 1024, height: 1366 },
    userAgent: "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  });

  test("the mobile user agent gets the email offer too", async ({ page }) => {
    await page.goto("/investar/download");
    const hero = page.locator(".page-hero");
    await expect(hero.getByRole("button", { name: "Email me the download link" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Download for Windows" })).toBeHidden();
  });
});
