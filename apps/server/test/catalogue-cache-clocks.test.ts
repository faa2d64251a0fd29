import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../src/deps.ts";
import { cachedPerApp } from "../src/database/cached-per-app.ts";
import { loadCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * A renewal is priced at its due date with a copy of the app's deps and its own clock (the auto-renew terms at
 * checkout, the dashboard's coming debits): that copy shares the app's catalogue cache, by day, instead of
 * starting one of its own and leaving one more invalidation listener behind each time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe("the catalogue cache and a clock of another day", () => {
  it("reads the catalogue of a due date once, and keeps today's beside it", async () => {
    let listeners = 0;
    const deps = t.app.deps as AppDeps;
    const caches: AppDeps["caches"] = {
      invalidate: (topic) => deps.caches.invalidate(topic),
      onInvalidate: (listener) => {
        listeners += 1;
        deps.caches.onInvalidate(listener);
      },
    };
    const app: AppDeps = { ...deps, caches };
    const atDue = (days: number) => ({ ...app, now: () => new Date(Date.now() + days * DAY_MS) });

    // One read a day: the same catalogue (the same pending read) for every later copy of the same day, and today's
    // still the one read before the due day's.
    const today = loadCatalogue(app);
    const dueDay = loadCatalogue(atDue(5));
    expect(dueDay).not.toBe(today);
    for (let i = 0; i < 3; i += 1) expect(loadCatalogue(atDue(5))).toBe(dueDay);
    expect(loadCatalogue(app)).toBe(today);
    expect(await dueDay).toEqual(await today);
    expect(listeners).toBe(1);

    // An edit of the catalogue drops every day's copy.
    await caches.invalidate("catalogue");
    expect(loadCatalogue(atDue(5))).not.toBe(dueDay);
    expect(loadCatalogue(app)).not.toBe(today);
  });

  it("keeps one copy of a per-app read for every copy of the app's deps", async () => {
    let listeners = 0;
    const deps = t.app.deps as AppDeps;
    const caches: AppDeps["caches"] = { invalidate: deps.caches.invalidate, onInvalidate: () => void (listeners += 1) };
    const app: AppDeps = { ...deps, caches };
    let reads = 0;
    const read = cachedPerApp("catalogue", 60_000, async () => ({ read: (reads += 1) }));
    const first = read(app);
    for (let i = 0; i < 3; i += 1) expect(read({ ...app, now: () => new Date(Date.now() + i * DAY_MS) })).toBe(first);
    expect(await first).toEqual({ read: 1 });
    expect(reads).toBe(1);
    expect(listeners).toBe(1);
  });
});
