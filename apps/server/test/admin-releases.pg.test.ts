/**
 * The back office's releases (ADR 0027): release notes of both channels added, changed and
 * removed; installers uploaded (streamed, checked by their bytes, hashed), promoted from Beta to Prod and
 * served by the channel's download with the SHA-256 measured at upload; who may call what; audit rows.
 */
import { createHash } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { listAll } from "../src/integrations/storage/file-store.ts";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { generatedBytes, generatedStream, sha256OfStream } from "./support/generated-file.ts";
import { INSTALLER_MIN_BYTES } from "@investar/core";
import { exeInstaller, msiInstaller, peHeader } from "../../../packages/core/test/support/installer-bytes.ts";
import { multipartForm, sampleFiles } from "./support/multipart.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({}, { role: "Admin", name: "Release Manager" }));
  investor = await createUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url, payload, headers: user?.auth ?? {} });
const history = async (isBeta: boolean) =>
  (await t.app.inject({ method: "GET", url: `/api/user/GetVersionHistory?isBeta=${isBeta}` })).json() as Array<{
    id: number;
    version: string;
  }>;
const auditOf = (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));
const note = { version: "7.1.0", releasedOn: "2031-03-01", highlights: ["Option chain in the scanner", "Faster start"] };

const upload = (channel: string, fileName: string, data: Uint8Array, user: TestUser | null = admin, version?: string) => {
  const form = multipartForm([{ name: "file", filename: fileName, data }]);
  const query = new URLSearchParams({ channel, ...(version === undefined ? {} : { version }) });
  return t.app.inject({
    method: "POST",
    url: `/api/admin/UploadSetup?${query}`,
    payload: form.payload,
    headers: { ...form.headers, ...(user?.auth ?? {}) },
  });
};
const download = (channel: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/download/setup/${channel}`, headers });
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe("who may call them", () => {
  it("no token → 401 and an investor → 403, and nothing changes", async () => {
    const calls: Array<[string, object]> = [
      ["/api/user/AddVersionHistory?isBeta=false", note],
      ["/api/user/UpdateVersionHistory?isBeta=false", { id: 1, ...note }],
      ["/api/user/DeleteVersionHistory", { id: 1 }],
      ["/api/admin/PromoteSetup", { id: 1 }],
      ["/api/admin/DeleteSetup", { id: 1 }],
    ];
    for (const [url, body] of calls) {
      expect((await post(url, body, null)).statusCode, url).toBe(401);
      expect((await post(url, body, investor)).statusCode, url).toBe(403);
    }
    expect((await upload("Beta", "InvestarSetup-7.1.0.exe", sampleFiles.exe, null)).statusCode).toBe(401);
    expect((await upload("Beta", "InvestarSetup-7.1.0.exe", sampleFiles.exe, investor)).statusCode).toBe(403);
    expect((await history(false)).map((entry) => entry.version)).not.toContain("7.1.0");
    expect(await t.db.select().from(schema.setupBuilds)).toHaveLength(0);
    expect(await listAll(t.app.deps.files, "Beta/builds/")).toHaveLength(0);
  });
});

describe("OpenAPI", () => {
  it("groups the release and site calls under tags of their own", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const tagOf = (path: string) => doc.paths[path].post.tags;
    for (const path of [
      "/api/user/AddVersionHistory",
      "/api/user/UpdateVersionHistory",
      "/api/user/DeleteVersionHistory",
      "/api/admin/UploadSetup",
      "/api/admin/PromoteSetup",
      "/api/admin/DeleteSetup",
    ])
      expect(tagOf(path), path).toEqual(["admin-releases"]);
    expect(tagOf("/api/user/UpdateOfferContent")).toEqual(["admin-site"]);
  });
});

describe("release notes", () => {
  it("an admin adds a note to each channel; GetVersionHistory shows it at once, with an audit row", async () => {
    const res = await post("/api/user/AddVersionHistory?isBeta=true", note);
    expect(res.statusCode).toBe(200);
    const added = res.json();
    expect(added).toEqual({ id: expect.any(Number), ...note, isBeta: true });
    expect((await history(true))[0]).toMatchObject({ id: added.id, version: "7.1.0" });
    expect((await history(false)).map((entry) => entry.id)).not.toContain(added.id);
    const [audit] = (await auditOf("version-history-add")).filter((row) => row.subject === `version-history:${added.id}`);
    expect(audit).toMatchObject({ actorId: admin.userId, details: { before: null, after: { version: "7.1.0", isBeta: true } } });
  });

  it("refuses a bad note with the reason beside each field", async () => {
    const res = await post("/api/user/AddVersionHistory?isBeta=false", { version: " ", releasedOn: "1 March", highlights: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      version: ["Please enter the version."],
      releasedOn: ["Enter the release date as YYYY-MM-DD."],
      highlights: ["Add at least one highlight."],
    });
    expect((await post("/api/user/AddVersionHistory?isBeta=maybe", note)).statusCode).toBe(400);
    expect((await post("/api/user/UpdateVersionHistory", { ...note, id: "x" })).json().errors).toEqual({ id: ["id must be a number."] });
  });

  it("an admin corrects a note and moves it to production; the audit row keeps before and after", async () => {
    const { id } = (await post("/api/user/AddVersionHistory?isBeta=true", { ...note, version: "7.2.0" })).json();
    const res = await post("/api/user/UpdateVersionHistory?isBeta=false", { id, ...note, version: "7.2.1", highlights: ["Fixed alerts"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, ...note, version: "7.2.1", highlights: ["Fixed alerts"], isBeta: false });
    expect((await history(true)).map((entry) => entry.id)).not.toContain(id);
    expect((await history(false)).find((entry) => entry.id === id)).toMatchObject({ version: "7.2.1" });
    const [audit] = await auditOf("version-history-update");
    expect(audit).toMatchObject({
      subject: `version-history:${id}`,
      details: { before: { version: "7.2.0", isBeta: true }, after: { version: "7.2.1", isBeta: false, highlights: ["Fixed alerts"] } },
    });
    expect((await post("/api/user/UpdateVersionHistory", { id: 999999, ...note })).statusCode).toBe(404);
  });

  it("an admin deletes a note; it leaves the page and a second delete finds nothing", async () => {
    const { id } = (await post("/api/user/AddVersionHistory?isBeta=false", { ...note, version: "7.3.0" })).json();
    const res = await post("/api/user/DeleteVersionHistory", { id });
    expect(res.statusCode).toBe(200);
    expect((await history(false)).map((entry) => entry.id)).not.toContain(id);
    const again = await post("/api/user/DeleteVersionHistory", { id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("There is no such release note.");
    const [audit] = await auditOf("version-history-delete");
    expect(audit).toMatchObject({ details: { before: { id, version: "7.3.0" }, after: null } });
  });
});

describe("setup builds", () => {
  it("an installer streamed over HTTP is stored with the SHA-256 of its bytes and downloaded with the same", async () => {
    // Larger than every in-memory upload limit, odd-sized, starting with a Windows program's PE header.
    const size = 7 * 1024 * 1024 + 333;
    const header = peHeader();
    const expected = createHash("sha256").update(header);
    for (let at = 0; at < size; at += 1024 * 1024) expected.update(generatedBytes(at, Math.min(size, at + 1024 * 1024)));
    const sha = expected.digest("hex");

    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = "----investarsetup";
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="InvestarSetup-8.0.1.exe"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        );
        yield header;
        yield* generatedStream(size);
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/admin/UploadSetup?channel=Beta",
          headers: { ...admin.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
        },
        resolve,
      ).on("error", reject);
      body.pipe(req);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    expect(answer.statusCode, text).toBe(200);
    const build = JSON.parse(text);
    expect(build).toMatchObject({
      channel: "Beta",
      version: "8.0.1",
      fileName: "InvestarSetup-8.0.1.exe",
      size: size + header.length,
      sha256: sha,
      uploadedBy: `Release Manager <${admin.email}>`,
      promotedFromId: null,
      promotedToId: null,
    });

    const res = await download("Beta");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe("attachment; filename=InvestarSetup-8.0.1.exe");
    expect((await sha256OfStream([res.rawPayload])).sha256).toBe(sha);
    const part = await download("Beta", { range: "bytes=0-1" });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("MZ");
    const [audit] = await auditOf("setup-build-upload");
    expect(audit).toMatchObject({ actorId: admin.userId, details: { before: null, after: { version: "8.0.1", sha256: sha } } });
  });

  it("takes an .msi package by its OLE header, and the version from the form when given", async () => {
    const msi = msiInstaller();
    const res = await upload("Beta", "investar.msi", msi, admin, "8.0.2");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: "8.0.2", fileName: "InvestarSetup-8.0.2.msi", size: msi.length, sha256: sha256(msi) });
    expect((await download("Beta")).headers["content-disposition"]).toBe("attachment; filename=InvestarSetup-8.0.2.msi");
  });

  it("refuses what is not an installer, or has no usable version, and stores nothing", async () => {
    const before = (await listAll(t.app.deps.files, "Beta/")).length;
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    for (const [name, data] of [
      ["InvestarSetup-9.0.0.exe", sampleFiles.pdf],
      ["InvestarSetup-9.0.0.doc", doc],
      ["InvestarSetup-9.0.0.txt", Buffer.from("MZ is not a program here")],
      // Two letters and a web page: "MZ" alone proves nothing.
      ["InvestarSetup-9.0.0.exe", Buffer.from("MZ<html><script>location='/x'</script>")],
      ["InvestarSetup-9.0.0.exe", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(INSTALLER_MIN_BYTES, 3)])],
      ["InvestarSetup-9.0.0.msi", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500, 7)])],
    ] as const) {
      const res = await upload("Beta", name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe("Upload the Windows installer: an .exe setup program or an .msi package.");
    }
    // A real header on a file far too small to be a setup program.
    for (const [name, data] of [
      ["InvestarSetup-9.0.0.exe", peHeader()],
      ["InvestarSetup-9.0.0.msi", msiInstaller(INSTALLER_MIN_BYTES - 1)],
    ] as const) {
      const res = await upload("Beta", name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe("This file is too small to be the Investar installer (at least 64 KiB).");
    }
    const unnamed = await upload("Beta", "setup.exe", sampleFiles.exe);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ version: ["Please enter the version. Give the version as numbers with dots, such as 5.2.1."] });
    expect((await upload("Beta", "setup.exe", sampleFiles.exe, admin, "../9")).json().errors).toEqual({
      version: ["Give the version as numbers with dots, such as 5.2.1."],
    });
    expect((await upload("Nightly", "InvestarSetup-9.0.0.exe", sampleFiles.exe)).statusCode).toBe(400);
    expect(await listAll(t.app.deps.files, "Beta/")).toHaveLength(before);
    expect((await download("Beta")).headers["content-disposition"]).toBe("attachment; filename=InvestarSetup-8.0.2.msi");
  });

  it("promotes a Beta build to Prod byte for byte, once", async () => {
    const exe = exeInstaller(INSTALLER_MIN_BYTES + 4000, 3);
    const beta = (await upload("Beta", "InvestarSetup-8.1.0.exe", exe)).json();
    const res = await post("/api/admin/PromoteSetup", { id: beta.id });
    expect(res.statusCode).toBe(200);
    const prod = res.json();
    expect(prod).toMatchObject({ channel: "Prod", version: "8.1.0", size: exe.length, sha256: sha256(exe), promotedFromId: beta.id });
    expect(prod.id).not.toBe(beta.id);
    const served = await download("Prod");
    expect(served.rawPayload.equals(exe)).toBe(true);
    expect(served.headers["content-disposition"]).toBe("attachment; filename=InvestarSetup-8.1.0.exe");

    const again = await post("/api/admin/PromoteSetup", { id: beta.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This build is already in Prod.");
    expect((await post("/api/admin/PromoteSetup", { id: prod.id })).statusCode).toBe(400);
    expect((await post("/api/admin/PromoteSetup", { id: 999999 })).statusCode).toBe(404);
    expect((await post("/api/admin/PromoteSetup", { id: "first" })).statusCode).toBe(400);
    const [audit] = await auditOf("setup-build-promote");
    expect(audit).toMatchObject({ actorId: admin.userId, details: { after: { channel: "Prod", promotedFromId: beta.id } } });
  });

  it("a withdrawn build is no longer served: the channel falls back to its previous build", async () => {
    const [firstBytes, brokenBytes] = [exeInstaller(INSTALLER_MIN_BYTES, 1), exeInstaller(INSTALLER_MIN_BYTES, 2)];
    const first = (await upload("Prod", "InvestarSetup-8.2.0.exe", firstBytes)).json();
    const broken = (await upload("Prod", "InvestarSetup-8.2.1.exe", brokenBytes)).json();
    expect((await download("Prod")).rawPayload.equals(brokenBytes)).toBe(true);
    const res = await post("/api/admin/DeleteSetup", { id: broken.id });
    expect(res.statusCode).toBe(200);
    expect((await download("Prod")).rawPayload.equals(firstBytes)).toBe(true);
    expect(await listAll(t.app.deps.files, "Prod/builds/InvestarSetup-8.2.1")).toHaveLength(0);
    expect((await post("/api/admin/DeleteSetup", { id: broken.id })).statusCode).toBe(404);
    expect((await post("/api/admin/DeleteSetup", {})).statusCode).toBe(400);
    const [audit] = await auditOf("setup-build-delete");
    expect(audit).toMatchObject({ actorId: admin.userId, details: { before: { version: "8.2.1", sha256: broken.sha256 }, after: null } });
    await post("/api/admin/DeleteSetup", { id: first.id });
  });

  it("the back office lists builds newest first with who put them there, and the download page's facts", async () => {
    const releases = await createWebServices(t.app.deps).getAdminReleases(1);
    expect(releases.builds[0]).toMatchObject({ channel: "Prod", version: "8.1.0" });
    expect(releases.builds.find((b) => b.version === "8.1.0" && b.channel === "Beta")).toMatchObject({
      promotedToId: releases.builds[0]!.id,
    });
    expect(releases.notes.Beta.length).toBeGreaterThan(0);
    const published = await createWebServices(t.app.deps).getPublishedSetups();
    expect(published.Prod).toMatchObject({ version: "8.1.0", fileName: "InvestarSetup-8.1.0.exe" });
    expect(published.Beta).toMatchObject({ version: "8.1.0" });
  });
});
