import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { linkFromMail } from "./support/mailbox.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#errors: a visitor on /hi signs up in Hindi (the field messages of core's rules in Hindi
 * first), activates from the Hindi mail, chooses the password on the Hindi page and reports a problem from /hi/support;
 * each of these pages passes axe.
 */
test("a visitor on /hi signs up, activates and reports a problem, all in Hindi", async ({ page }) => {
  const email = `hindi.journey.${Date.now()}@example.in`;
  await page.goto("/hi/user/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: "फ़्री ट्रायल के लिए साइन अप करें" })).toBeVisible();
  await expectAccessible(page);

  // The page's script takes the form over (it enables the button) before the rules are checked as the visitor types.
  const next = page.getByRole("button", { name: "आगे बढ़ें", exact: true });
  await expect(next).toBeEnabled();
  await page.getByLabel("ईमेल", { exact: true }).fill("not-an-address");
  await page.getByLabel("ईमेल", { exact: true }).blur();
  await expect(page.getByText("ईमेल सही नहीं है।")).toBeVisible();
  await page.getByLabel("ईमेल", { exact: true }).fill(email);
  await next.click();

  await expect(page.getByText(`${email} से साइन अप कर रहे हैं`)).toBeVisible();
  await page.getByLabel("पूरा नाम").fill("आशा राव");
  await page.getByLabel("मोबाइल नंबर").fill("12");
  await page.getByLabel("मोबाइल नंबर").blur();
  await expect(page.getByText("मोबाइल नंबर सही नहीं है।")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("मोबाइल नंबर").fill("98765 43210");
  await page.getByLabel("मेरी उम्र 18 साल या उससे ज़्यादा है").check();
  await page.getByRole("button", { name: "साइन अप करें" }).click();

  await expect(page).toHaveURL(/\/hi\/email-verification\?id=\d+&em=.+&es=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपना ईमेल देखें");
  await expectAccessible(page);

  // The activation mail is in Hindi (the account took the page's language); its link opens the Hindi page.
  const link = await linkFromMail(email, "", "/confirm-email?id=");
  await page.goto(link.replace(/^(https?:\/\/[^/]+)(?:\/hi)?\/confirm-email/, "$1/hi/confirm-email"));
  await expect(page.getByRole("heading", { name: "अपना पासवर्ड चुनें" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("short");
  await page.getByRole("button", { name: "मेरा अकाउंट एक्टिवेट करें" }).click();
  await expect(page.getByText("कम से कम 8 अक्षर रखें, जिनमें अक्षर (letters) और कम से कम एक अंक हो।")).toBeVisible();
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("नया पासवर्ड दोबारा डालें").fill("Bullish2026run");
  await page.getByRole("button", { name: "मेरा अकाउंट एक्टिवेट करें" }).click();
  await expect(page).toHaveURL(/\/hi\/investar\/download$/);

  await page.goto("/hi/support");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expectAccessible(page);
  const report = page.getByRole("form", { name: "रिपोर्ट भेजें" });
  await report.getByLabel("विषय").fill("चार्ट पर डेटा अपडेट नहीं हो रहा");
  await report.getByLabel("क्या हुआ?").fill("कल से NSE का end-of-day डेटा नहीं आ रहा।");
  await report.getByRole("button", { name: "रिपोर्ट भेजें" }).click();
  const sent = page.getByRole("status").filter({ hasText: "रेफ़रेंस नंबर:" });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("धन्यवाद।");
  await expect(page.getByTestId("support-reference")).not.toBeEmpty();
});
