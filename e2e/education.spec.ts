import { expect, test, type Page } from "@playwright/test";
import { demoWebinarFiles } from "@investar/db";
import { linkFromMail, mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { accountMenuButton } from "./support/account-menu.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { downloadedCsvLines } from "./support/downloads.ts";
import { fillAndSubmit } from "./support/forms.ts";
import { hydrated } from "./support/hydrated.ts";

/** No serious or critical accessibility problem on the page as it stands. */
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test("a logged-in user registers for a free webinar and finds it in My Webinars", async ({ page }) => {
  const email = await logInAsNewCustomer(page, "webinar.member");
  await page.goto("/education/technical-analysis-training");
  await expect(page.getByRole("heading", { name: "Upcoming webinars" })).toBeVisible();
  await expectAccessible(page);

  // The filters work in place.
  await page.getByLabel("Language", { exact: true }).selectOption("Hindi");
  await expect(page.getByText("1 upcoming webinar", { exact: true })).toBeVisible();
  await expect(card(page, "Basics of Technical Analysis")).toBeHidden();
  await expect(card(page, "Trading Supply and Demand Zones")).toBeVisible();
  await expect(page).toHaveURL(/language=Hindi/);
  await page.getByLabel("Language", { exact: true }).selectOption("");

  const basics = card(page, "Basics of Technical Analysis");
  await expect(basics.getByText("Free", { exact: true })).toBeVisible();
  await expect(basics.getByText(/IST/)).toBeVisible();
  // A paid webinar shows its price with GST, and is bought on its own page (e2e/buy-webinar.spec.ts).
  const paid = card(page, "Options Strategies Masterclass");
  await expect(paid.getByText("₹2,830")).toBeVisible();
  await expect(paid.getByText(/20% off/)).toBeVisible();
  await expect(paid.getByRole("button")).toHaveCount(0);
  await expect(paid.getByRole("link", { name: "Buy" })).toHaveAttribute("href", /\/education\/buy-webinar\?webinarId=\d+$/);

  await basics.getByRole("button", { name: "Register" }).click();
  await expect(basics.getByRole("status")).toHaveText(/You are registered\./);
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.raw.includes("You are registered: Basics of Technical Analysis")), {
      timeout: 20_000,
    })
    .toBe(true);

  await basics.getByRole("link", { name: "Open My Webinars" }).click();
  await expect(page).toHaveURL(/\/education\/my-webinars$/);
  await expect(page.getByRole("heading", { name: "My Webinars" })).toBeVisible();
  const mine = page.getByRole("article", { name: "Basics of Technical Analysis" });
  await expect(mine.getByText("The join link appears here 30 minutes before the start.")).toBeVisible();
  const calendar = mine.getByRole("link", { name: "Add to calendar" });
  const download = page.waitForEvent("download");
  await calendar.click();
  expect((await download).suggestedFilename()).toBe("Basics of Technical Analysis.ics");
  await expectAccessible(page);
});

for (const { timezoneId, zone } of [
  { timezoneId: "Europe/London", zone: "(GMT|BST|GMT\\+1)" },
  { timezoneId: "Asia/Kolkata", zone: null },
]) {
  test.describe(`a visitor whose clock is on ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(zone ? "reads a webinar's time in IST and in their own time" : "reads a webinar's time in IST alone", async ({ page }) => {
      await page.goto("/education/technical-analysis-training");
      await hydrated(page);
      const basics = card(page, "Basics of Technical Analysis");
      await expect(basics.getByText(/IST/)).toBeVisible();
      const ownTime = basics.getByText(/your time\)$/);
      if (zone) await expect(ownTime).toHaveText(new RegExp(`^\\(.+\\d:\\d{2}.* ${zone} your time\\)$`));
      else await expect(ownTime).toHaveCount(0);
    });
  });
}

test("a visitor registers from the dialog and activates the account from the mail", async ({ page }) => {
  const email = `webinar.visitor.${Date.now()}@example.in`;
  await page.goto("/education/technical-analysis-training");
  const basics = card(page, "Basics of Technical Analysis");
  await basics.getByRole("link", { name: "Register" }).click();
  const dialog = page.getByRole("dialog", { name: "Register for Basics of Technical Analysis" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // The server's rules answer, beside the field.
  await dialog.getByLabel("Name").fill("Meera Iyer");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Mobile number").fill("9820012345");
  await dialog.getByLabel("I am 18 years or older").check();
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.locator("#register-Email-error")).toHaveText("Invalid email.");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("status")).toContainText(`Your account is created. We have sent an activation link to ${email}.`);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(basics.getByRole("status")).toHaveText(/You are registered\./);

  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(accountMenuButton(page)).toBeVisible();
  await page.goto("/education/my-webinars");
  await expect(page.getByRole("article", { name: "Basics of Technical Analysis" })).toBeVisible();
});

test("an admin creates a webinar, uploads its recording and exports its registrants", async ({ page, browser, baseURL }) => {
  await submitAdminLogin(page, "/admin/webinars");
  await expect(page.getByRole("heading", { name: "Webinars and training videos" })).toBeVisible();

  const title = `Price action live ${Date.now()}`;
  await page.getByRole("link", { name: "New webinar or video" }).click();
  const form = page.getByRole("form", { name: "New webinar or video" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Presenter", { exact: true }).fill("Asha Rao");
  const start = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await fillAndSubmit(form, { "Starts (India time)": `${start}T19:00`, "Duration (minutes)": "90", "Seat limit": "50" }, "Create");
  await expect(page).toHaveURL(/edit=\d+/);
  const webinarId = Number(new URL(page.url()).searchParams.get("edit"));

  // A customer registers, so there is someone to export.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerEmail = await logInAsNewCustomer(customer, "webinar.registrant");
  // A cookie-authenticated call carries our Origin, as the page's own script's would.
  const registered = await customer.request.post("/api/payment/RegisterWebinarForFree", {
    data: { webinarId },
    headers: { origin: baseURL! },
  });
  expect(registered.ok()).toBe(true);
  await customerContext.close();

  const row = page.getByRole("row", { name: new RegExp(title) });
  await row.getByRole("link", { name: "Recording and materials" }).click();
  const files = page.getByRole("region", { name: `Recording and materials: ${title}` });
  await files.getByLabel("Recording (MP4 or WebM)").setInputFiles(demoWebinarFiles[0].path);
  await files.getByRole("button", { name: "Upload" }).first().click();
  await expect(files.getByText("webinar-recording.webm is uploaded.")).toBeVisible();
  await expect(files.getByText(/Recording: video\/webm/)).toBeVisible();

  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: "Registrants" })
    .click();
  const registrants = page.getByRole("region", { name: `Registrants: ${title}` });
  await expect(registrants.getByRole("cell", { name: customerEmail })).toBeVisible();
  const csv = await downloadedCsvLines(page, registrants.getByRole("link", { name: "Export CSV" }));
  expect(csv[0]).toBe("User id,Name,Email,Mobile,Seat,Registered at,Paid,Refunded at");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(customerEmail);
  await expectAccessible(page);
});

test("a training video loads the privacy-enhanced player only when play is pressed", async ({ page }) => {
  const response = await page.goto("/education/investar-software-training");
  expect(response!.headers()["content-security-policy"]).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  await expect(page.locator("iframe")).toHaveCount(0);
  const tile = page.getByRole("article", { name: "Setting a price alert" });
  await tile.getByRole("link", { name: "Play: Setting a price alert" }).click();
  await expect(tile.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/Inv3stAlr03\?autoplay=1/);
  await expect(page.locator("iframe")).toHaveCount(1);
});
