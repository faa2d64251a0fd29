import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";

/** Clicks a link that downloads a file and answers the file's text. */
export async function downloadedText(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent("download");
  await link.click();
  return readFileSync(await (await download).path(), "utf8");
}

/** Clicks a link that downloads a CSV and answers its lines, without the byte-order mark spreadsheets need. */
export async function downloadedCsvLines(page: Page, link: Locator): Promise<string[]> {
  return (await downloadedText(page, link))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
}
