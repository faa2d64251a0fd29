import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import yauzl from "yauzl";
import { accountMenuButton } from "./support/account-menu.ts";
import { hydrated } from "./support/hydrated.ts";
import { linkFromMail } from "./support/mailbox.ts";

/** The names and the one JSON file in a ZIP. */
function zipEntries(data: Buffer): Promise<{ names: string[]; json: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      let json = "";
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== "my-data.json") return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            json = Buffer.concat(chunks).toString("utf8");
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve({ names, json }));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

test("a visitor signs up with the notice and one marketing kind, then manages consents and downloads their data once", async ({ page }) => {
  const email = `privacy.${Date.now()}@example.in`;
  await page.goto("/user/sign-up");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Full name").fill("Nandini Rao");
  await page.getByLabel("Mobile number").fill("98200 67890");

  // The short notice: the purposes, the full notice, and nothing ticked for the visitor.
  const notice = page.getByRole("group", { name: "Your data and your choices" });
  await expect(notice.getByText("Payments and tax invoices")).toBeVisible();
  await expect(notice.getByRole("link", { name: "Read the full privacy notice" })).toHaveAttribute("href", "/investar/privacy-policy");
  for (const kind of ["Offers and discounts", "Webinars and training", "Product news and releases", "The Investar newsletter"])
    await expect(notice.getByLabel(kind)).not.toBeChecked();
  await expect(notice.getByLabel("I am 18 years or older")).not.toBeChecked();

  // Without the declaration the sign-up is refused, saying why.
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please confirm that you are 18 or older.")).toBeVisible();
  await notice.getByLabel("I am 18 years or older").check();
  await notice.getByLabel("Offers and discounts").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/email-verification\?/);

  await page.goto(await linkFromMail(email, "Activate your Investar account", "/confirm-email?id="));
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(accountMenuButton(page)).toBeVisible();

  // My Privacy, from the account menu.
  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "My Privacy" }).click();
  await expect(page).toHaveURL(/\/my-investar\/privacy$/);
  await hydrated(page);
  await expect(page.getByText(/You accepted notice version \S+ on/)).toBeVisible();
  const offers = page.locator('[data-consent-kind="offers"]');
  await expect(offers).toContainText("On since");
  await offers.getByRole("button", { name: "Switch off" }).click();
  await expect(offers.getByRole("button", { name: "Switch on" })).toBeVisible();
  const history = page.getByRole("table");
  await expect(history.getByRole("row").filter({ hasText: "Withdrawn" }).filter({ hasText: "My privacy page" })).toHaveCount(1);
  await expect(history.getByRole("row").filter({ hasText: "18 or older" }).filter({ hasText: "Sign-up form" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Close my account" })).toHaveAttribute("href", "/my-investar/privacy/close-account");

  // Download my data: prepared in the background, mailed as a link that works once.
  await page.getByRole("button", { name: "Download my data" }).click();
  await expect(page.getByText(/We are preparing your data/)).toBeVisible();
  const link = await linkFromMail(email, "Your Investar data is ready to download", "/my-investar/privacy/download?t=");
  await page.goto(link);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the ZIP" }).click();
  const file = await downloading;
  const { names, json } = await zipEntries(await readFile((await file.path())!));
  expect(names).toEqual(expect.arrayContaining(["summary.html", "my-data.json"]));
  const data = JSON.parse(json) as { profile: { email: string }; consents: { purpose: string; given: boolean }[]; logins: unknown[] };
  expect(data.profile.email).toBe(email);
  expect(data.consents).toEqual(expect.arrayContaining([expect.objectContaining({ purpose: "offers", given: false })]));

  // The same link again: refused, with the reason.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByText(/has been used already/)).toBeVisible();
});
