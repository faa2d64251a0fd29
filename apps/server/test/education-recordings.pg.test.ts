import { readFileSync } from "node:fs";
import { demoWebinarFiles } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { addSeat, seededWebinarId } from "./support/webinars.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { unzip } from "./support/zip-entries.ts";

/** ADR 0017: recordings and materials reach those entitled to them only; recordings stream with Range. */
let t: TestApp;
let registered: TestUser;
let notRegistered: TestUser;
let admin: TestUser;
let webinarId: number;
const recordingBytes = readFileSync(demoWebinarFiles[0].path);

beforeAll(async () => {
  ({ t, user: registered } = await createTestAppWithUser());
  notRegistered = await createUser(t);
  admin = await createUser(t, { role: "SPAdmin" });
  webinarId = await seededWebinarId(t, "Basics of Technical Analysis: Candlestick Patterns");
  await addSeat(t, webinarId, registered);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...(user?.auth ?? {}), ...headers } });
const recordingUrl = () => `/api/education/GetWebinarRecordings?webinarId=${webinarId}`;
const downloadUrl = () => `/api/education/DownloadWebinars?webinarId=${webinarId}`;

describe("GET /api/education/GetWebinarRecordings", () => {
  it("entitlement: visitor 401, not registered 403, registered and admin get the video", async () => {
    expect((await get(recordingUrl(), null)).statusCode).toBe(401);
    const refused = await get(recordingUrl(), notRegistered);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only those registered for this webinar can open its recording and materials.");
    for (const user of [registered, admin]) {
      const res = await get(recordingUrl(), user);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("video/webm");
      expect(res.headers["accept-ranges"]).toBe("bytes");
      expect(res.rawPayload.equals(recordingBytes)).toBe(true);
    }
  });

  it("answers a Range with 206 and exactly those bytes, and an impossible one with 416", async () => {
    const res = await get(recordingUrl(), registered, { range: "bytes=100-1099" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 100-1099/${recordingBytes.length}`);
    expect(res.rawPayload.equals(recordingBytes.subarray(100, 1100))).toBe(true);
    const tail = await get(recordingUrl(), registered, { range: "bytes=-500" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(recordingBytes.subarray(recordingBytes.length - 500))).toBe(true);
    expect((await get(recordingUrl(), registered, { range: `bytes=${recordingBytes.length + 10}-` })).statusCode).toBe(416);
  });

  it("answers 404 for a webinar without a recording and for no webinar, 400 for a bad id", async () => {
    const upcoming = await seededWebinarId(t, "Basics of Technical Analysis");
    expect((await get(`/api/education/GetWebinarRecordings?webinarId=${upcoming}`, admin)).json().message).toBe(
      "This webinar has no recording yet.",
    );
    expect((await get("/api/education/GetWebinarRecordings?webinarId=999999", admin)).statusCode).toBe(404);
    expect((await get("/api/education/GetWebinarRecordings?webinarId=abc", admin)).statusCode).toBe(400);
  });
});

describe("GET /api/education/DownloadWebinars", () => {
  it("entitlement: visitor 401, not registered 403, registered and admin get the materials", async () => {
    expect((await get(downloadUrl(), null)).statusCode).toBe(401);
    expect((await get(downloadUrl(), notRegistered)).statusCode).toBe(403);
    expect((await get(downloadUrl(), admin)).statusCode).toBe(200);
  });

  it("serves the materials as a real ZIP attachment named after the title", async () => {
    const res = await get(downloadUrl(), registered);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    // The title, less the ":" no Windows file name may hold.
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Basics of Technical Analysis Candlestick Patterns.zip"');
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(["Practice watchlist.csv", "Session notes.pdf"]);
    expect(entries.get("Session notes.pdf")!.equals(readFileSync(demoWebinarFiles[1].path))).toBe(true);
    expect(entries.get("Practice watchlist.csv")!.toString("utf8")).toMatch(/^Symbol,Exchange/);
  });

  it("answers 404 when a webinar has no materials", async () => {
    const upcoming = await seededWebinarId(t, "Basics of Technical Analysis");
    const res = await get(`/api/education/DownloadWebinars?webinarId=${upcoming}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This webinar has no materials to download.");
  });
});
