import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { exeInstaller } from "../packages/core/test/support/installer-bytes.ts";
import { E2E_ADMIN } from "./support/admin-account.ts";
import { newAdminPage, openSection } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { fillAndSubmit } from "./support/forms.ts";

test("an admin publishes a release note and a Beta build, promotes it, and the download page shows its SHA-256", async ({
  page,
  browser,
}) => {
  const admin = await newAdminPage(browser);
  await openSection(admin, "Releases");
  await expectAccessible(admin);

  // A release note for the beta channel; a bad date is refused beside its field first.
  const note = admin.getByRole("form", { name: "New Beta release note" });
  await fillAndSubmit(note, { Version: "9.6.0-beta.1", Highlights: "Option chain heatmap\nAlerts on the phone" }, "Add note");
  await expect(note.getByRole("alert")).toHaveText("Enter the release date as YYYY-MM-DD.");
  await expect(note.getByLabel("Released on")).toHaveAttribute("aria-invalid", "true");
  await note.getByLabel("Released on").fill("2031-04-01");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(note.getByRole("status")).toHaveText("Release note 9.6.0-beta.1 saved to Beta.");
  await expect(admin.getByRole("form", { name: "Release note 9.6.0-beta.1" })).toBeVisible();

  // A small Beta build: a real PE header (the upload checks it) padded to the smallest installer size, 64 KiB, and 3000 bytes more (67 KB).
  const installer = Buffer.concat([exeInstaller(), randomBytes(3000)]);
  const sha256 = createHash("sha256").update(installer).digest("hex");
  const upload = admin.getByRole("form", { name: "Upload an installer" });
  await expect(upload.getByLabel("Channel")).toHaveValue("Beta");
  await upload.getByLabel("Installer (.exe or .msi)").setInputFiles({
    name: "InvestarSetup-9.6.0.exe",
    mimeType: "application/vnd.microsoft.portable-executable",
    buffer: installer,
  });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByRole("status")).toHaveText(`Version 9.6.0 is uploaded to Beta. SHA-256 ${sha256}.`);
  const betaRow = admin.getByRole("row", { name: /9\.6\.0 Beta/ });
  await expect(betaRow).toContainText(sha256);
  await expect(betaRow).toContainText(E2E_ADMIN.email);

  // Promoted after the confirm dialog.
  await betaRow.getByRole("button", { name: "Promote 9.6.0 to Prod" }).click();
  const dialog = admin.getByRole("dialog", { name: "Promote 9.6.0 to Prod?" });
  await expect(dialog).toContainText("everyone who downloads the production installer gets this build");
  await dialog.getByRole("button", { name: "Promote" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Version 9.6.0 is now the production download." })).toBeVisible();
  await expect(admin.getByRole("row", { name: /9\.6\.0 Production/ })).toContainText("Promoted from Beta");
  await expect(betaRow).toContainText("Promoted to Production");
  await expectAccessible(admin);

  // A visitor sees both channels' installers with their SHA-256, and the beta note.
  await page.goto("/investar/download");
  const prod = page.getByRole("definition").filter({ hasText: sha256 });
  await expect(prod).toHaveCount(2);
  for (const label of ["The production installer", "The beta installer"]) {
    const facts = page.getByLabel(label);
    await expect(facts.getByRole("term")).toHaveText(["Version", "Size", "Published", "SHA-256"]);
    await expect(facts.getByRole("definition")).toHaveText(["9.6.0", "67 KB", /^\d{1,2} [A-Z][a-z]+ \d{4}$/u, sha256]);
  }
  const response = await page.request.get("/api/download/setup/Prod");
  expect(
    createHash("sha256")
      .update(await response.body())
      .digest("hex"),
  ).toBe(sha256);
  await page.goto("/investar/version-history?isBeta=true");
  await expect(page.getByText("Option chain heatmap")).toBeVisible();

  // Withdrawn again (the other journeys expect no published setup).
  for (const row of [/9\.6\.0 Production/, /9\.6\.0 Beta/]) {
    await admin
      .getByRole("row", { name: row })
      .getByRole("button", { name: /^Withdraw/ })
      .click();
    await admin.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
    await expect(admin.getByRole("row", { name: row })).toHaveCount(0);
  }
  await page.goto("/investar/download");
  await expect(page.getByText(sha256)).toHaveCount(0);
  await admin.context().close();
});

test("an admin changes the offer banner and a counter and sees them on the home page", async ({ browser }) => {
  // Each look at the home page is a new visitor: a browser may keep the page a minute (Cache-Control), the server must not.
  const visit = async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/");
    return visitor;
  };
  const before = await visit();
  const admin = await newAdminPage(browser);
  await openSection(admin, "Site content");
  await expectAccessible(admin);
  const form = admin.getByRole("form", { name: "Offer banner" });
  const fields = ["Headline", "Text", "Button label", "Button link"] as const;
  const original = await Promise.all(fields.map((label) => form.getByLabel(label, { exact: true }).inputValue()));
  await expect(before.getByRole("heading", { name: original[0] })).toBeVisible();

  await form.getByLabel("Button link").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Save banner" }).click();
  await expect(form.getByRole("alert")).toHaveText("Link to a page of this site (starting with /) or to an https:// address.");

  await form.getByLabel("Headline", { exact: true }).fill("Monsoon offer: 3 months free");
  await form.getByLabel("Text", { exact: true }).fill("Buy any annual plan this month and get three more months with it.");
  await form.getByLabel("Button label", { exact: true }).fill("Claim the offer");
  await form.getByLabel("Button link").fill("/Pricing");
  await form.getByRole("button", { name: "Save banner" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved. The home page shows it now.");

  const after = await visit();
  await expect(after.getByRole("heading", { name: "Monsoon offer: 3 months free" })).toBeVisible();
  await after.getByRole("link", { name: "Claim the offer" }).click();
  await expect(after).toHaveURL(/\/Pricing$/);

  // Switched off, it leaves the home page; then the original text comes back for the other journeys.
  await form.getByRole("checkbox", { name: "Running (shown between its dates)" }).uncheck();
  await form.getByRole("button", { name: "Save banner" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved. It is not showing on the home page now.");
  const switchedOff = await visit();
  await expect(switchedOff.getByRole("heading", { name: "Monsoon offer: 3 months free" })).toHaveCount(0);
  await expect(switchedOff.getByRole("heading", { name: original[0] })).toHaveCount(0);
  for (const [index, label] of fields.entries()) await form.getByLabel(label, { exact: true }).fill(original[index]!);
  await form.getByRole("checkbox", { name: "Running (shown between its dates)" }).check();
  await form.getByRole("button", { name: "Save banner" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved. The home page shows it now.");

  // A counter's label, as marketing words it.
  const counter = admin.getByRole("form", { name: "Counter Registered users" });
  await counter.getByLabel("Counts up to").fill("lots");
  await counter.getByRole("button", { name: "Save counter" }).click();
  await expect(counter.getByRole("alert")).toHaveText("Enter the target as a whole number.");
  await counter.getByLabel("Label", { exact: true }).fill("Traders on Investar");
  await counter.getByLabel("Counts up to").fill("250000");
  await counter.getByRole("button", { name: "Save counter" }).click();
  // The form is named after the saved label, so it answers under its new name.
  const renamed = admin.getByRole("form", { name: "Counter Traders on Investar" });
  await expect(renamed.getByRole("status")).toHaveText('Counter "Traders on Investar" saved.');
  await expect((await visit()).getByText("Traders on Investar")).toBeVisible();
  await renamed.getByLabel("Label", { exact: true }).fill("Registered users");
  await renamed.getByRole("button", { name: "Save counter" }).click();
  await expect(admin.getByRole("form", { name: "Counter Registered users" }).getByRole("status")).toHaveText(
    'Counter "Registered users" saved.',
  );
  await admin.context().close();
});
