import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq, like } from "drizzle-orm";
import { demoWebinarFiles, schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll } from "../src/integrations/storage/file-store.ts";
import { multipartForm, sampleFiles } from "./support/multipart.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { addSeat } from "./support/webinars.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

/** ADR 0017 "Staff": create, edit and cancel webinars and videos; upload recordings and materials; registrants. */
let t: TestApp;
let admin: TestUser;
let investor: TestUser;
const clock = new Date();

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ now: () => clock }, { role: "SPAdmin" }));
  investor = await createUser(t);
});
afterAll(() => t.close());

const webinar = (overrides: Record<string, unknown> = {}) => ({
  track: "technical-analysis",
  isVideo: false,
  title: "Moving averages that matter",
  description: "Which averages traders watch and why.",
  prerequisite: "None",
  durationMinutes: 75,
  presenter: "Asha Rao",
  aboutPresenter: "Twenty years on the NSE.",
  level: "Intermediate",
  language: "Hindi",
  dateTime: new Date(clock.getTime() + 3 * 86_400_000).toISOString(),
  isPaidWebinar: true,
  inrAmount: 799,
  usdAmount: 9.99,
  discount: 10,
  discountEndDate: null,
  couponCode: "",
  seatLimit: 150,
  joinUrl: "https://meet.example.com/ma",
  series: null,
  ...overrides,
});
const save = (body: unknown, user: TestUser = admin) =>
  t.app.inject({ method: "POST", url: "/api/education/SaveWebinar", headers: user.auth, payload: body as object });
const upload = (path: string, webinarId: number, filename: string, data: Uint8Array, user: TestUser = admin) => {
  const form = multipartForm([{ name: "file", filename, data }]);
  return t.app.inject({
    method: "POST",
    url: `/api/education/${path}?webinarId=${webinarId}`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
};
const auditOf = (webinarId: number, action: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subject, `webinar:${webinarId}`), eq(schema.auditLog.action, action)));

describe("POST /api/education/SaveWebinar", () => {
  it("creates a webinar with every field, edits it, and logs both", async () => {
    const created = await save(webinar());
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    const [row] = await t.db.select().from(schema.webinars).where(eq(schema.webinars.id, id));
    expect(row).toMatchObject({
      title: "Moving averages that matter",
      language: "Hindi",
      durationMinutes: 75,
      inrAmount: 799_00,
      usdAmount: 9_99,
      discount: 10,
      seatLimit: 150,
      status: "scheduled",
    });
    const edited = await save(
      webinar({ id, title: "Moving averages, revisited", isPaidWebinar: false, inrAmount: 0, usdAmount: 0, discount: null }),
    );
    expect(edited.json()).toEqual({ id, created: false });
    const [after] = await t.db.select().from(schema.webinars).where(eq(schema.webinars.id, id));
    expect(after).toMatchObject({ title: "Moving averages, revisited", isPaidWebinar: false, inrAmount: 0 });
    expect(await auditOf(id, "webinar-create")).toHaveLength(1);
    expect((await auditOf(id, "webinar-update"))[0]!.actorId).toBe(admin.userId);
  });

  it("creates a training video", async () => {
    const res = await save(
      webinar({
        track: "software",
        isVideo: true,
        category: "ShortVideo",
        videoId: "abcdEFGH123",
        presenter: "",
        isPaidWebinar: false,
        inrAmount: 0,
        usdAmount: 0,
        discount: null,
        title: "Adding a watchlist",
      }),
    );
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ method: "GET", url: "/api/education/GetSoftwareTrainings?category=ShortVideo" })).json() as {
      title: string;
    }[];
    expect(list.map((v) => v.title)).toContain("Adding a watchlist");
  });

  it("refuses broken input with 400 and each field's message, and non-admins with 403", async () => {
    const res = await save(webinar({ title: "", usdAmount: 0, joinUrl: "http://meet.example.com" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "The title is required.",
      errors: {
        title: ["The title is required."],
        usdAmount: ["A paid webinar needs a price in both currencies."],
        joinUrl: ["The join link must be an https address."],
      },
    });
    expect((await save({ track: "somewhere" })).statusCode).toBe(400);
    expect((await save(webinar(), investor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/education/SaveWebinar", payload: webinar() })).statusCode).toBe(401);
  });
});

describe("the Hindi title and description (docs/adr/0062-hindi-content-texts.md)", () => {
  it("are stored beside the English, blank as not translated, listed for pages to choose, and bounded like the English", async () => {
    const hindi = { titleHi: "मूविंग एवरेज जो मायने रखते हैं", descriptionHi: "  " };
    const { id } = (
      await save(webinar({ track: "software", isVideo: true, category: "LongVideo", videoId: "hindiVIDEO1", ...hindi }))
    ).json() as {
      id: number;
    };
    const [row] = await t.db.select().from(schema.webinars).where(eq(schema.webinars.id, id));
    expect(row).toMatchObject({ titleHi: hindi.titleHi, descriptionHi: null });
    const list = (await t.app.inject({ method: "GET", url: "/api/education/GetSoftwareTrainings?category=LongVideo" })).json() as {
      id: number;
      titleHi: string | null;
      descriptionHi: string | null;
    }[];
    expect(list.find((video) => video.id === id)).toMatchObject({ titleHi: hindi.titleHi, descriptionHi: null });

    const tooLong = await save(webinar({ titleHi: "अ".repeat(151) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ titleHi: ["The title in Hindi can have at most 150 characters."] });
  });
});

describe("uploads", () => {
  it("streams a recording larger than any JSON body into the store and serves it back", async () => {
    const { id } = (await save(webinar({ title: "Recorded session" }))).json() as { id: number };
    // A real WebM header followed by 6 MB: past the 1 MiB body limit and the 5 MB ceiling of other uploads.
    const video = Buffer.concat([readFileSync(demoWebinarFiles[0].path), randomBytes(6 * 1024 * 1024)]);
    const res = await upload("UploadWebinarRecording", id, "session.webm", video);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ size: video.length, contentType: "video/webm" });
    const stored = await t.app.inject({ method: "GET", url: `/api/education/GetWebinarRecordings?webinarId=${id}`, headers: admin.auth });
    expect(stored.rawPayload.equals(video)).toBe(true);
    // Replacing it removes the old file.
    const again = await upload("UploadWebinarRecording", id, "take-two.webm", readFileSync(demoWebinarFiles[0].path));
    expect(again.statusCode).toBe(200);
    expect(await listAll(t.app.deps.files, `webinars/${id}/`)).toHaveLength(1);
    expect(await auditOf(id, "webinar-recording-upload")).toHaveLength(2);
  });

  it("refuses what is not a video and stores nothing", async () => {
    const { id } = (await save(webinar({ title: "Not a video" }))).json() as { id: number };
    const res = await upload("UploadWebinarRecording", id, "slides.webm", sampleFiles.pdf);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Upload the recording as an MP4 or WebM video.");
    expect(await listAll(t.app.deps.files, `webinars/${id}/`)).toHaveLength(0);
    expect((await upload("UploadWebinarRecording", id, "x.webm", sampleFiles.pdf, investor)).statusCode).toBe(403);
  });

  it("adds materials, replaces one of the same name, deletes one, and the ZIP follows", async () => {
    const { id } = (await save(webinar({ title: "With handouts" }))).json() as { id: number };
    const first = await upload("UploadWebinarMaterial", id, "Slides.pdf", sampleFiles.pdf);
    expect(first.json()).toMatchObject({ fileName: "Slides.pdf", size: sampleFiles.pdf.length });
    // The parser keeps only the last part of a path; a leading dot is dropped.
    const sheet = await upload("UploadWebinarMaterial", id, "levels/..watch list.csv", Buffer.from("Symbol,Level\nSBIN,610\n"));
    expect(sheet.json()).toMatchObject({ fileName: "watch list.csv" });
    const replaced = await upload("UploadWebinarMaterial", id, "Slides.pdf", Buffer.concat([sampleFiles.pdf, Buffer.from("% v2\n")]));
    expect(replaced.statusCode).toBe(200);
    expect((await upload("UploadWebinarMaterial", id, "tool.exe", sampleFiles.exe)).statusCode).toBe(415);
    const materials = await t.db.select().from(schema.webinarMaterials).where(eq(schema.webinarMaterials.webinarId, id));
    expect(materials.map((m) => m.fileName).sort()).toEqual(["Slides.pdf", "watch list.csv"]);
    expect(await listAll(t.app.deps.files, `webinars/${id}/`)).toHaveLength(2);
    const removed = await t.app.inject({
      method: "POST",
      url: `/api/education/DeleteWebinarMaterial?materialId=${sheet.json().id}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ removed: "watch list.csv" });
    expect(await listAll(t.app.deps.files, `webinars/${id}/`)).toHaveLength(1);
    const zip = await t.app.inject({ method: "GET", url: `/api/education/DownloadWebinars?webinarId=${id}`, headers: admin.auth });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
  });
});

describe("registrants", () => {
  it("pages the registrants 10 at a time and exports them all as CSV, the export audit-logged", async () => {
    const { id } = (await save(webinar({ title: "Popular session", seatLimit: null }))).json() as { id: number };
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(t, { name: i === 0 ? "=HYPERLINK(evil)" : `Trader ${i}` })),
    );
    for (const [i, person] of people.entries())
      await addSeat(t, id, person, { registeredAt: new Date(clock.getTime() - (20 - i) * 60_000) });
    const page = (n: number) =>
      t.app.inject({ method: "GET", url: `/api/education/GetWebinarRegistrants?webinarId=${id}&page=${n}`, headers: admin.auth });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ title: "Popular session", total: 12, page: 1, pageSize: 10 });
    expect(first.registrants).toHaveLength(10);
    expect(first.registrants[0]).toMatchObject({ userId: people[0]!.userId, source: "free", mobileNo: "9876543210" });
    expect((await page(2)).json().registrants).toHaveLength(2);
    expect((await page(9)).json().page).toBe(2);

    const csv = await t.app.inject({ method: "GET", url: `/api/education/ExportWebinarRegistrants?webinarId=${id}`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="Popular session registrants.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("User id,Name,Email,Mobile,Seat,Registered at,Paid,Refunded at");
    expect(lines).toHaveLength(13);
    // A formula in a name is made inert.
    expect(lines.find((line) => line.includes("HYPERLINK"))).toContain("'=HYPERLINK(evil)");
    expect(await auditOf(id, "webinar-registrants-export")).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/education/ExportWebinarRegistrants?webinarId=${id}`, headers: investor.auth }))
        .statusCode,
    ).toBe(403);
  });
});

describe("cancelled webinars", () => {
  it("cannot be edited afterwards", async () => {
    const { id } = (await save(webinar({ title: "To be cancelled" }))).json() as { id: number };
    await addSeat(t, id, investor);
    await t.app.inject({
      method: "POST",
      url: `/api/education/CancelWebinar?webinarId=${id}`,
      headers: admin.auth,
      payload: { reason: "" },
    });
    const res = await save(webinar({ id, title: "Back from the dead" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A cancelled webinar can't be changed.");
    expect(
      await t.db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.to, investor.email), like(schema.mailOutbox.subject, "Cancelled:%"))),
    ).toHaveLength(1);
  });
});
