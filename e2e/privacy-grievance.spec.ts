import { expect, test } from "@playwright/test";
import { submitAdminLogin } from "./support/admin-login.ts";
import { hydrated } from "./support/hydrated.ts";
import { mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");

/**
 * ADR 0051: a customer files a grievance from the account area and gets its reference by mail; staff find it in /admin/privacy
 * with its due date, take it, answer it by mail and close it; the customer sees the answer beside the request.
 */
test("a customer's grievance is acknowledged with a reference, answered from the staff queue, and shown answered", async ({
  page,
  browser,
}) => {
  const email = await logInAsNewCustomer(page, "grievance", { billingDetails: false });
  await page.goto("/my-investar/privacy/requests");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "My privacy requests" })).toBeVisible();
  await expect(page.getByText("You have not made any request yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "File a grievance" });
  await form.getByLabel("What is it about?").selectOption({ label: "Mails or messages I did not want" });
  await form.getByLabel("Your grievance").fill("Too short");
  await form.getByRole("button", { name: "File grievance" }).click();
  await expect(form.getByText("Write at least 20 characters in your grievance.")).toBeVisible();
  const grievance = `I unsubscribed from offers but still get them every week (${Date.now()}).`;
  await form.getByLabel("Your grievance").fill(grievance);
  await form.getByRole("button", { name: "File grievance" }).click();

  const requests = page.getByRole("region", { name: "Your requests" });
  const row = requests.getByRole("row", { name: /Grievance/ });
  await expect(row).toContainText("Received");
  const reference = (await row.getByRole("cell").first().innerText()).trim();
  expect(reference).toMatch(/^DPR-\d{6}$/);
  await expect.poll(async () => (await mailsTo(email)).some((mail) => unfolded(mail.raw).includes(reference))).toBe(true);

  // Staff find it in the queue with its due date, take it and answer it.
  const staff = await (await browser.newContext()).newPage();
  await submitAdminLogin(staff, "/admin/privacy?show=all&kind=grievance");
  const item = staff.getByRole("listitem").filter({ has: staff.getByRole("heading", { name: `${reference}: Grievance` }) });
  await expect(item).toContainText(grievance);
  await expect(item).toContainText(/Due.*\(limit /);
  await expect(item).toContainText("Nobody yet");
  const act = item.getByRole("form", { name: `Act on ${reference}` });
  await act.getByLabel("Move it to").selectOption({ label: "In progress" });
  await act.getByLabel("Who handles it").selectOption({ label: "Me" });
  await act.getByLabel("Note (what was done, or the answer)").fill("Checking the newsletter list.");
  await act.getByRole("button", { name: "Save" }).click();
  await expect(act.getByRole("status")).toHaveText(`${reference} is in progress.`);
  await expect(item.getByText("In progress", { exact: true })).toBeVisible();

  const answer = "We found an old list still sending offers; it is deleted and you will get no more.";
  const next = item.getByRole("form", { name: `Act on ${reference}` });
  await next.getByLabel("Move it to").selectOption({ label: "Done" });
  await next.getByLabel("Note (what was done, or the answer)").fill(answer);
  await next.getByLabel(/Send this note to the customer/).check();
  await next.getByRole("button", { name: "Save" }).click();
  await expect(next.getByRole("status")).toHaveText(`${reference} is done; the customer has been mailed.`);
  await item.getByText(/^History/).click();
  await expect(item.getByRole("listitem")).toHaveCount(3);
  await expect(item).toContainText("moved from in progress to done");

  // The answer reaches the customer by mail and on the page.
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => unfolded(mail.raw).includes(`Your request ${reference}: done`)))
    .toBe(true);
  await page.reload();
  await expect(requests.getByRole("row", { name: /Grievance/ })).toContainText(`Our answer on`);
  await expect(requests.getByRole("row", { name: /Grievance/ })).toContainText(answer);
  await expect(requests.getByRole("row", { name: /Grievance/ })).toContainText("Done");
});
