import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

/** Lighthouse's mobile performance score (0–100) of one URL, in the machine's Chromium (docs/architecture.md#benchmark). */
export async function lighthouseMobilePerformance(url: string): Promise<number> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
    });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}
