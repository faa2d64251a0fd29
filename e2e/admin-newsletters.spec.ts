import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_TOTP_ADMIN } from "./support/admin-account.ts";
import { logInAsAdmin } from "./support/admin-login.ts";
import { mailsTo } from "./support/mailbox.ts";
import { fillAndSubmit } from "./support/forms.ts";

const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
const subject = `Monsoon offer ${Date.now()}`;

/**
 * ADR 0034: staff write an offer with a preview, test it on themselves and send it; it reaches the customer who wants offers
 * (here the admin, who ticks Offers on My Profile) and not one who does not, and its unsubscribe link switches offers off.
 */
test("an admin sends an offer to the customers who want offers; its link unsubscribes without logging in", async ({ browser, page }) => {
  await logInAsAdmin(page);
  await page.goto("/my-investar/my-profile");
  const preferences = page.getByRole("region", { name: "Email preferences" });
  await preferences.getByLabel("Offers and discounts").check();
  await preferences.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your email preferences have been saved.")).toBeVisible();

  await page.goto("/admin");
  await page.locator("#main").getByRole("link", { name: "Newsletters" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  const draft = page.getByRole("form", { name: "New mailing" });
  await draft.getByLabel(/^Kind/).selectOption({ label: "Offer" });
  await fillAndSubmit(
    draft,
    { Subject: subject, "Text (Markdown)": "## 25% off Premium\n\nUntil the rains stop. <script>alert(1)</script>" },
    "Preview",
  );
  const preview = draft.getByRole("group", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "25% off Premium" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await draft.getByRole("button", { name: "Save draft" }).click();

  const saved = page.getByRole("form", { name: subject });
  await saved.getByRole("button", { name: "Send a test to me" }).click();
  await expect(saved.getByRole("status")).toHaveText(`A test copy is on its way to ${E2E_ADMIN.email}.`);
  await saved.getByRole("button", { name: "Send to customers" }).click();
  await page
    .getByRole("dialog", { name: `Send "${subject}"?` })
    .getByRole("button", { name: "Send to customers" })
    .click();

  let raw = "";
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(E2E_ADMIN.email)).filter((m) => unfolded(m.raw).includes(`Subject: ${subject}`));
        raw = mails[0]?.raw ?? "";
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect((await mailsTo(E2E_TOTP_ADMIN.email)).filter((m) => unfolded(m.raw).includes(subject))).toEqual([]);
  expect(unfolded(raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded(raw))![1]!;

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  await expect(row.getByRole("cell").nth(4)).toHaveText("0");

  // Someone not logged in follows the link: a page with a button, which switches offers off.
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Unsubscribe from offer mails" })).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: subject }).getByRole("cell").nth(4)).toHaveText("1");
  await page.goto("/my-investar/my-profile");
  await expect(page.getByRole("region", { name: "Email preferences" }).getByLabel("Offers and discounts")).not.toBeChecked();
});
