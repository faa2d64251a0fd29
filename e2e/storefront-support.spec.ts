import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated.ts";
import { codeFromSms, mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/** ADR 0026 and docs/business-rules.md#mobile-trial: a problem report reaches the vendor's support mailbox with its attachments; the mobile trial starts with an SMS code. */

/** A real 1×1 PNG: the server checks attachments by their bytes, not by their names. */
const SCREENSHOT = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const LOG = Buffer.from("2026-11-25 09:16:02 ERROR Data download failed: NSE bhavcopy for 24-11-2026 not found\n");

/** A mail's MIME text with soft line breaks undone, so long headers and lines can be searched. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");

/** The bytes of the attachment called `filename` in a raw MIME mail (its base64 body), or null when it is not there. */
function attachment(raw: string, filename: string): Buffer | null {
  const part = raw.split(/\r?\n--/).find((text) => text.includes(`filename=${filename}`) || text.includes(`filename="${filename}"`));
  if (!part) return null;
  return Buffer.from(
    part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("")
      .replace(/\s+/g, ""),
    "base64",
  );
}

test("a visitor's problem report with two attachments arrives at the support mailbox, and the visitor gets the reference", async ({
  page,
}) => {
  const desk = process.env.E2E_SUPPORT_EMAIL!;
  const email = `reporter.${Date.now()}@example.in`;

  // The page ships no framework: its inline script has run once the page has loaded.
  await page.goto("/support");
  const form = page.getByRole("form", { name: "Send the report" });
  await form.getByLabel("Your email").fill(email);
  await form.getByLabel("Subject").fill("Data download fails after the close");
  await form.getByLabel("What happened?").fill("The end-of-day download stops with an error every evening since Monday.");
  await form.getByLabel("Investar version (Help → About)").fill("9.4.0");
  await form.getByLabel(/^Attachments/).setInputFiles([
    { name: "chart.png", mimeType: "image/png", buffer: SCREENSHOT },
    { name: "investar.log", mimeType: "text/plain", buffer: LOG },
  ]);
  await form.getByRole("button", { name: "Send the report" }).click();

  const reference = (await page.getByTestId("support-reference").textContent())!.trim();
  expect(reference).not.toBe("");
  await expect(page.getByRole("status").filter({ hasText: reference })).toContainText(`our support team will reply to ${email}`);

  // The desk's copy: from the visitor, with the version and both files as attachments, byte for byte.
  // Other journeys mail the same desk in parallel: wait for this report's own mail, not for any new one.
  const deskMail = async () => (await mailsTo(desk)).find((mail) => unfolded(mail.raw).includes(reference));
  await expect.poll(async () => (await deskMail()) !== undefined, { timeout: 20_000 }).toBe(true);
  const deskRaw = (await deskMail())!.raw;
  expect(unfolded(deskRaw)).toContain(`Subject: Problem report ${reference} from ${email}`);
  expect(unfolded(deskRaw)).toContain("Software version: 9.4.0");
  // Named from the type their bytes proved; the visitor's names are listed as text only.
  expect(attachment(deskRaw, "attachment-1.png")).toEqual(SCREENSHOT);
  expect(attachment(deskRaw, "attachment-2.log")).toEqual(LOG);
  expect(attachment(deskRaw, "chart.png")).toBeNull();
  expect(unfolded(deskRaw)).toContain("chart.png");

  // The visitor's receipt quotes the same reference (and nothing of the report: the address is not a verified account's).
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => unfolded(mail.raw).includes(reference)), { timeout: 20_000 })
    .toBe(true);
});

test("a customer starts the mobile app trial with the code sent by SMS", async ({ page }) => {
  await logInAsNewCustomer(page, "mobile-trial");
  // A number of its own: each number can take the trial once.
  const mobile = `97${String(Date.now()).slice(-8)}`;

  await page.goto("/MobileTrial");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Investar mobile app: 7-day free trial" })).toBeVisible();
  const sendForm = page.getByRole("form", { name: "Send the code" });
  // The account's own number is offered first; the customer uses another one.
  await expect(sendForm.getByLabel("Mobile number")).toHaveValue("9820012345");
  await sendForm.getByLabel("Mobile number").fill(mobile);
  await sendForm.getByRole("button", { name: "Send code" }).click();

  const startForm = page.getByRole("form", { name: "Start the trial" });
  await expect(startForm).toBeVisible();
  const code = await codeFromSms(mobile);

  // A wrong code starts nothing.
  await startForm.getByLabel("Code from the SMS").fill(code === "11111" ? "22222" : "11111");
  await startForm.getByRole("button", { name: "Start my mobile trial" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText("Your mobile app trial has started.")).toHaveCount(0);

  await startForm.getByLabel("Code from the SMS").fill(code);
  await startForm.getByRole("button", { name: "Start my mobile trial" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your mobile app trial has started." })).toContainText(/It runs until \S+/);

  // Coming back, the page knows the trial is taken.
  await page.reload();
  await expect(page.getByText("You have already used the mobile app’s free trial.")).toBeVisible();
});
