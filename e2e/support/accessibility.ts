import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { showEveryBand } from "./every-band.ts";

/**
 * No serious or critical accessibility problem on the page as it stands, every band of it laid out as a reader
 * scrolling to it sees it.
 *
 * A page without frames is analysed by one `axe.run` in the page (the builder's legacy mode). The default mode exists
 * for frames: it runs axe in each frame separately, then opens a second page, injects axe into it again and merges
 * the partial results there, which more than doubled the cost of a check here (1.4–1.7 s of wall a page against
 * 0.8 s, about 0.6 s more of the browser's CPU) for the same rules on the same document. A page with a frame (a
 * played training video) still gets the default mode. `within` limits the check to a part of the page (a CSS selector);
 * `label` starts each violation's line (the page's path, when one test checks several).
 */
export async function expectAccessible(page: Page, { within, label = "" }: { within?: string; label?: string } = {}) {
  await showEveryBand(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${label}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
