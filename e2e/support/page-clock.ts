import type { Page } from "@playwright/test";

/**
 * Stops the page's clock for the documents it opens next, so that their timers (a toast's 5 seconds, a counter's
 * animation) move only when the test moves them with `page.clock.runFor`. An installed clock alone runs in real
 * time; pausing needs a time after the clock's own (`pauseAt` cannot go back), and a document already open has
 * moved on since the install, so the pause is set a minute ahead: a new document starts at that minute, paused.
 */
export async function pausePageClock(page: Page): Promise<void> {
  const installedAt = new Date("2026-01-15T10:00:00+05:30");
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(new Date(installedAt.getTime() + 60_000));
}
