import { expect, test, type Browser } from "@playwright/test";
import { newAdminPage, openSection } from "./support/admin-login.ts";
import { hydrated } from "./support/hydrated.ts";

/** Each look at the home page is a new visitor: a browser may keep the page a minute (Cache-Control), the server must not. */
async function visitHome(browser: Browser) {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  return visitor;
}

// Sixty words: the carousel (and so the preview) shows the first 48 and 'Read More'.
const words = Array.from({ length: 60 }, (_, i) => `word${i + 1}`);
const longStory = `Investar changed how I trade. ${words.join(" ")}`;
const shownPart = `Investar changed how I trade. ${words.slice(0, 43).join(" ")}…`;

test("an admin edits a testimonial (seeing the 48-word preview) and adds a slide; both show on the home page", async ({ browser }) => {
  const admin = await newAdminPage(browser);
  await openSection(admin, "Site content");
  // The preview follows the typing by the page's script: typed before it hydrates, the text would not reach it.
  await hydrated(admin);

  // A testimonial: the preview is cut as the carousel cuts it, while the admin types.
  const story = admin.getByRole("form", { name: "Testimonial: Kavita Nair" });
  const original = await story.getByLabel("Testimonial", { exact: true }).inputValue();
  await story.getByLabel("Name").fill("");
  await story.getByLabel("Testimonial", { exact: true }).fill(longStory);
  const preview = story.getByRole("group", { name: "Preview" });
  await expect(preview.getByRole("blockquote")).toHaveText(shownPart);
  await expect(preview.getByText("Read More")).toBeVisible();
  await story.getByRole("button", { name: "Save testimonial" }).click();
  await expect(story.getByRole("alert")).toHaveText("Please enter the name.");
  await expect(story.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await story.getByLabel("Name").fill("Kavita Nair");
  await story.getByRole("button", { name: "Save testimonial" }).click();
  await expect(story.getByRole("status")).toHaveText("Saved. The home page shows it now.");

  // A new slide, last in the banner.
  const slide = admin.getByRole("form", { name: "New slide" });
  await slide.getByLabel("Small heading", { exact: true }).fill("Monsoon webinars");
  await slide.getByLabel("Headline", { exact: true }).fill("Learn price action live with our analysts");
  await slide.getByLabel("Text", { exact: true }).fill("A free session every Saturday, with questions answered on air.");
  await slide.getByLabel("Link label (optional)").fill("See the webinars");
  await slide.getByLabel("Headline in Hindi").fill("हमारे एनालिस्ट के साथ लाइव प्राइस एक्शन सीखें");
  await slide.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await slide.getByRole("button", { name: "Add slide" }).click();
  await expect(slide.getByRole("alert")).toHaveText("Link to a page of this site (starting with /) or to an https:// address.");
  await slide.getByLabel("Link (optional)").fill("/education/technical-analysis-training");
  await slide.getByRole("button", { name: "Add slide" }).click();
  await expect(slide.getByRole("status")).toHaveText("Saved. The home page shows it now.");
  const added = admin.getByRole("form", { name: "Slide: Learn price action live with our analysts" });
  await expect(added).toBeVisible();

  const home = await visitHome(browser);
  const card = home.getByRole("figure").filter({ hasText: "Kavita Nair" });
  await expect(card.getByRole("blockquote")).toHaveText(shownPart);
  await expect(card.getByRole("button", { name: "Read More" })).toBeAttached();
  await home.getByRole("button", { name: "Slide 5: Monsoon webinars" }).click();
  await expect(home.getByRole("heading", { name: "Learn price action live with our analysts" })).toBeVisible();
  await home.getByRole("link", { name: "See the webinars" }).click();
  await expect(home).toHaveURL(/\/education\/technical-analysis-training$/);
  // The Hindi home page: the headline staff translated, the text they did not in English, marked as such.
  await home.goto("/hi");
  // The slide is not the one showing, so it is hidden from the accessibility tree: found by its element.
  await expect(home.locator("h2", { hasText: "हमारे एनालिस्ट के साथ लाइव प्राइस एक्शन सीखें" })).toBeAttached();
  await expect(home.locator('p[lang="en"]', { hasText: "A free session every Saturday" })).toBeAttached();

  // Deleting asks first; then the slide and the edited story leave the home page, as the other journeys expect it.
  await added.getByRole("button", { name: "Delete slide" }).click();
  const ask = admin.getByRole("dialog", { name: "Delete this slide?" });
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(added).toBeVisible();
  await added.getByRole("button", { name: "Delete slide" }).click();
  await ask.getByRole("button", { name: "Delete slide" }).click();
  await expect(added).toHaveCount(0);
  await story.getByLabel("Testimonial", { exact: true }).fill(original);
  await story.getByRole("button", { name: "Save testimonial" }).click();
  await expect(story.getByRole("status")).toHaveText("Saved. The home page shows it now.");

  const after = await visitHome(browser);
  await expect(after.getByRole("button", { name: "Slide 5: Monsoon webinars" })).toHaveCount(0);
  await expect(after.getByText("word1 word2")).toHaveCount(0);
});
