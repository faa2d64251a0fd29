import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signMailgunFields } from "../apps/server/src/integrations/mail/mailgun-inbound.ts";
import { accountMenuButton } from "./support/account-menu.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { hydrated } from "./support/hydrated.ts";
import { mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { fillAndSubmit } from "./support/forms.ts";

/**
 * ADR 0054: a visitor's problem report becomes a ticket; staff reply from /admin/support; the mail reaches the visitor
 * with the reference and threading headers; their answer comes back through the inbound webhook onto the same ticket,
 * and the logged-in customer sees the conversation under Support in their account.
 */

/** A mail's MIME text with soft line breaks and folded headers undone. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(unfolded(raw).split(/\r?\n\r?\n/)[0]!)?.[1]?.trim();

test("a problem report becomes a ticket, staff reply by mail, the customer's answer threads back and shows in their account", async ({
  page,
  browser,
  request,
}) => {
  // The customer has an account (this page's session); they first write in as a visitor, from their address.
  const email = await logInAsNewCustomer(page, "support-desk", { billingDetails: false });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/support");
  const form = visitorPage.getByRole("form", { name: "Send the report" });
  await fillAndSubmit(
    form,
    {
      "Your email": email,
      Subject: "Alerts stopped after the update",
      "What happened?": "Price alerts no longer pop up since version 9.4.",
    },
    "Send the report",
  );
  const reference = (await visitorPage.getByTestId("support-reference").textContent())!.trim();
  expect(reference).toMatch(/^SR-\d{6}$/);
  await visitor.close();

  // Staff find it in the queue and reply.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await submitAdminLogin(staffPage, "/admin/support?state=new");
  await staffPage.getByRole("link", { name: reference }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toContainText(`${reference}: Alerts stopped after the update`);
  await expect(staffPage.getByText("Price alerts no longer pop up since version 9.4.")).toBeVisible();
  await hydrated(staffPage);
  const reply = staffPage.getByRole("form", { name: `Reply to ${reference}` });
  await reply.getByLabel("Message").fill("Please reinstall 9.4.1; it brings the alerts back.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(staffPage.getByText(`The reply is on its way to ${email}.`)).toBeVisible();
  await expect(staffPage.getByText("Waiting on customer").first()).toBeVisible();

  // The reply reaches the customer from the desk, with the reference in the subject and a Message-ID to thread on.
  const replyMail = async () => (await mailsTo(email)).find((mail) => unfolded(mail.raw).includes(`[${reference}]`));
  await expect.poll(async () => (await replyMail()) !== undefined, { timeout: 20_000 }).toBe(true);
  const raw = (await replyMail())!.raw;
  expect(header(raw, "Subject")).toBe(`Re: Alerts stopped after the update [${reference}]`);
  expect(header(raw, "From")).toContain(process.env.E2E_SUPPORT_EMAIL!);
  const messageId = header(raw, "Message-ID")!;
  expect(messageId).toContain(reference);

  // The customer answers by mail; Mailgun's route posts it, signed, to the webhook (the subject lost the reference),
  // from its own servers: no browser, no cookie.
  const signed = signMailgunFields(
    process.env.E2E_MAILGUN_SIGNING_KEY!,
    String(Math.floor(Date.now() / 1000)),
    randomBytes(25).toString("hex"),
  );
  const inbound = await request.post("/api/support/inbound-mail", {
    form: {
      ...signed,
      from: `Priya Nair <${email}>`,
      subject: "still no alerts",
      "body-plain": "Reinstalled 9.4.1, still no alerts.\n\n> Please reinstall 9.4.1",
      "stripped-text": "Reinstalled 9.4.1, still no alerts.",
      "message-headers": JSON.stringify([
        ["Message-Id", `<${randomBytes(6).toString("hex")}@mail.example.in>`],
        ["In-Reply-To", messageId],
        ["References", messageId],
      ]),
    },
  });
  expect(inbound.ok(), await inbound.text()).toBe(true);
  expect(await inbound.json()).toMatchObject({ reference, stored: true, opened: false });

  // Staff see it on the same ticket, open again.
  await staffPage.reload();
  await expect(staffPage.getByText("Reinstalled 9.4.1, still no alerts.")).toBeVisible();
  await staff.close();

  // The logged-in customer finds the conversation under Support Requests in their account menu.
  await page.goto("/my-investar/my-profile");
  await hydrated(page);
  const navToggle = page.locator("header [data-nav-toggle]");
  if (await navToggle.isVisible()) await navToggle.click();
  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "Support Requests" }).click();
  await expect(page.getByRole("heading", { name: "My support requests" })).toBeVisible();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByText("Please reinstall 9.4.1; it brings the alerts back.")).toBeVisible();
  await expect(page.getByText("Reinstalled 9.4.1, still no alerts.")).toBeVisible();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
});
