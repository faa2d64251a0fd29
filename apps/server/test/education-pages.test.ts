import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncVideoPlaylists } from "../src/features/webinars/services/sync-video-playlists.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addSeat, addWebinar, seededWebinarId } from "./support/webinars.ts";

/** ADR 0017 pages, rendered by the server: who sees what, the player's CSP, and a provider failure that breaks nothing. */
let t: TestApp;
let clock = new Date();

beforeAll(async () => {
  // A provider that is never there: port 9 on loopback refuses every connection.
  t = await createTestApp({
    web: true,
    now: () => clock,
    env: { YOUTUBE_API_KEY: "test-key", YOUTUBE_API_URL: "http://127.0.0.1:9/youtube/v3", YOUTUBE_PLAYLISTS: "ShortVideo=PLshort,TA=PLta" },
  });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const csp = (res: { headers: Record<string, unknown> }) => String(res.headers["content-security-policy"]);

describe("/education/investar-software-training", () => {
  it("serves the stored videos behind a play facade when the provider fails", async () => {
    expect(await syncVideoPlaylists(t.app.deps)).toEqual({ synced: 0, failed: 2 });
    const res = await page("/education/investar-software-training");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Setting a price alert");
    expect(res.body).toContain('data-embed="https://www.youtube-nocookie.com/embed/Inv3stAlr03?autoplay=1&amp;rel=0"');
    // Nothing of the provider is framed until play is pressed.
    expect(res.body).not.toContain("<iframe");
  });

  it("allows exactly the privacy-enhanced player as a frame source, on the training page only", async () => {
    const training = csp(await page("/education/investar-software-training"));
    expect(/frame-src ([^;]*)/.exec(training)?.[1]).toBe("'self' https://www.youtube-nocookie.com");
    expect(/img-src ([^;]*)/.exec(training)?.[1]).toBe("'self' data: https://i.ytimg.com");
    for (const other of ["/education/technical-analysis-training", "/", "/education/my-webinars"]) {
      expect(/frame-src ([^;]*)/.exec(csp(await page(other)))?.[1], other).toBe("'self'");
    }
  });

  it("ships no framework: the page's own small script instead of React's", async () => {
    const res = await page("/education/investar-software-training");
    expect(res.body).not.toMatch(/<script[^>]+type="module"/);
    expect(res.body).toContain("data-video-facade");
  });
});

describe("/education/technical-analysis-training", () => {
  it("offers the recording to those registered for a past webinar, not to others", async () => {
    const registrant = await createUser(t);
    const stranger = await createUser(t);
    const past = await seededWebinarId(t, "Support and Resistance in Practice");
    await addSeat(t, past, registrant);
    const mine = await page("/education/technical-analysis-training", registrant.auth);
    expect(mine.body).toContain(`src="/api/education/GetWebinarRecordings?webinarId=${past}"`);
    const theirs = await page("/education/technical-analysis-training", stranger.auth);
    expect(theirs.body).not.toContain(`GetWebinarRecordings?webinarId=${past}`);
    const visitor = await page("/education/technical-analysis-training");
    expect(visitor.body).toContain('id="webinar-register-dialog"');
    expect(mine.body).not.toContain('id="webinar-register-dialog"');
  });

  it("filters by level and language without script, and links a paid webinar to its buy page", async () => {
    const res = await page("/education/technical-analysis-training?language=Hindi");
    expect(res.body).toContain("1 upcoming webinar<");
    expect(res.body).toMatch(/<article hidden=""[^>]*data-language="English"/);
    // The seeded ₹2,999 masterclass is above the subscribers' limit: a visitor buys it on its own page.
    expect(res.body).toMatch(/<a class="button button--primary" href="\/education\/buy-webinar\?webinarId=\d+">Buy<\/a>/);
  });
});

describe("/education/my-webinars", () => {
  it("shows the join link only from 30 minutes before the start, and an empty state otherwise", async () => {
    const user = await createUser(t);
    const empty = await page("/education/my-webinars", user.auth);
    expect(empty.body).toContain("No webinars yet");
    expect(empty.body).toContain('href="/education/technical-analysis-training"');
    const start = new Date(clock.getTime() + 2 * 3_600_000);
    const webinarId = await addWebinar(t, start, 0, { title: "Evening session", joinUrl: "https://meet.example.com/evening" });
    await addSeat(t, webinarId, user);
    const early = await page("/education/my-webinars", user.auth);
    expect(early.body).toContain("Evening session");
    expect(early.body).not.toContain("https://meet.example.com/evening");
    expect(early.body).toContain(`href="/api/education/GetWebinarCalendar?webinarId=${webinarId}"`);
    clock = new Date(start.getTime() - 29 * 60_000);
    const soon = await page("/education/my-webinars", user.auth);
    expect(soon.body).toContain('href="https://meet.example.com/evening"');
  });

  it('shows staff\'s Hindi title on the Hindi page, and the English description marked lang="en" where none was written', async () => {
    await addWebinar(t, clock, 24, {
      title: "Candlestick basics",
      titleHi: "कैंडलस्टिक की बुनियादी बातें",
      description: "Reading a candle's body and wicks.",
    });
    const hindi = (await page("/hi/education/technical-analysis-training")).body;
    expect(hindi).toContain("कैंडलस्टिक की बुनियादी बातें");
    expect(hindi).toContain(`<p lang="en">Reading a candle&#x27;s body and wicks.</p>`);
    const english = (await page("/education/technical-analysis-training")).body;
    expect(english).toContain("Candlestick basics");
    expect(english).not.toContain("कैंडलस्टिक");
  });

  it("sends visitors to log in", async () => {
    const res = await page("/education/my-webinars");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/user/login?returnUrl=%2Feducation%2Fmy-webinars");
  });
});
