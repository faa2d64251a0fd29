import type { Page } from "@playwright/test";

/**
 * Lays out every band of the page at once, as a reader sees each when scrolled to it. A page's later bands and its
 * footer are laid out only as they near the viewport (`content-visibility: auto`, ADR 0072): until then a check reads
 * them without their backgrounds (axe's contrast) and, contained, whatever overflows them is clipped instead of
 * widening the page. The containment is lifted with an inline style, which the pages' CSP allows.
 */
export async function showEveryBand(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/** How far the page reaches past the window's width, in CSS pixels (0 or less: it does not scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await showEveryBand(page);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
