import type { Locator, Page } from "@playwright/test";

/** Fills a form's fields, found by their labels, in the order given, and presses the form's button. */
export async function fillAndSubmit(form: Locator | Page, fields: Record<string, string>, button: string): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: button }).click();
}
