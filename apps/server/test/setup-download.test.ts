import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedBytes, generatedSha256, generatedStream, sha256OfStream } from "./support/generated-file.ts";
import { createTestApp, type StorageKind, type TestApp } from "./support/test-app.ts";

/** A few megabytes, odd-sized, so ranges cross read-buffer and upload-part edges. */
const SIZE = 3 * 1024 * 1024 + 777;
const INSTALLER = "InvestarSetup-9.4.0.exe";

describe.each<StorageKind>(["local", "s3"])("GET /api/download/setup/:channel with files in %s storage", (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage });
  });
  afterAll(() => t.close());

  const download = (channel: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url: `/api/download/setup/${channel}`, headers });

  it("answers 404 with a message while no build is published", async () => {
    const res = await download("Beta");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No beta setup has been published yet.");
    expect((await download("Nightly")).statusCode).toBe(400);
  });

  it("serves the newest installer directly under the channel's folder, whole, as an attachment", async () => {
    await t.app.deps.files.put("Prod/InvestarSetup-9.3.0.exe", Buffer.from("MZ old build"));
    await t.app.deps.files.put(`Prod/${INSTALLER}`, generatedStream(SIZE));
    await t.app.deps.files.put("Prod/notes.txt", Buffer.from("not an installer"));
    await t.app.deps.files.put("Prod/archive/InvestarSetup-9.9.9.exe", Buffer.from("MZ archived"));
    const res = await download("Prod");
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "content-length": String(SIZE),
      "content-disposition": `attachment; filename=${INSTALLER}`,
      "accept-ranges": "bytes",
      etag: expect.stringMatching(/^".+"$/),
      "last-modified": expect.stringMatching(/GMT$/),
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect((await sha256OfStream([res.rawPayload])).sha256).toBe(generatedSha256(SIZE));
  });

  it("sends the installer as stored to a browser that accepts compression, so its progress bar and resume work", async () => {
    // Browsers always offer gzip and br; a compressed answer would lose Content-Length (no progress, no size) and its ranges.
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const whole = await download("Prod", browser);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.headers["content-length"]).toBe(String(SIZE));
    expect(whole.headers["content-disposition"]).toBe(`attachment; filename=${INSTALLER}`);
    expect(whole.rawPayload.length).toBe(SIZE);
    const part = await download("Prod", { ...browser, range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.rawPayload.equals(generatedBytes(100, 200))).toBe(true);
  });

  it("answers a byte range with 206 and Content-Range", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=0-0", 0, 0],
      [`bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
      ["bytes=-500", SIZE - 500, SIZE - 1],
      [`bytes=1048000-${SIZE + 5000}`, 1_048_000, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await download("Prod", { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(res.headers["content-length"], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(generatedBytes(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 with the size when the range lies outside the file", async () => {
    const res = await download("Prod", { range: `bytes=${SIZE}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${SIZE}`);
    expect(res.json().message).toBe(`The file has ${SIZE} bytes; the range asked for is outside it.`);
  });

  it("sends the whole file for ranges it does not serve (several, malformed, not bytes)", async () => {
    for (const range of ["bytes=0-9,20-29", "bytes=abc", "items=0-9"]) {
      const res = await download("Prod", { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.headers["content-length"], range).toBe(String(SIZE));
    }
  });

  it("resumes a broken-off download: the second part with If-Range completes the same file", async () => {
    const full = await download("Prod", { range: "bytes=0-1999999" });
    const etag = full.headers.etag as string;
    const rest = await download("Prod", { range: "bytes=2000000-", "if-range": etag });
    expect(rest.statusCode).toBe(206);
    expect((await sha256OfStream([full.rawPayload, rest.rawPayload])).sha256).toBe(generatedSha256(SIZE));

    const byDate = await download("Prod", { range: "bytes=2000000-", "if-range": full.headers["last-modified"] as string });
    expect(byDate.statusCode).toBe(206);
  });

  it("sends the whole file when If-Range names another version", async () => {
    for (const ifRange of ['"another-version"', 'W/"weak"', "Sat, 01 Jan 2000 00:00:00 GMT"]) {
      const res = await download("Prod", { range: "bytes=0-9", "if-range": ifRange });
      expect(res.statusCode, ifRange).toBe(200);
      expect(res.rawPayload.length, ifRange).toBe(SIZE);
    }
  });

  it("answers HEAD with the size and validators, without a body", async () => {
    const res = await download("Prod", {}, "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(SIZE));
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.rawPayload.length).toBe(0);
    const part = await download("Prod", { range: "bytes=10-19" }, "HEAD");
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${SIZE}`);
  });

  it("streams to a real client over a socket, and a client that hangs up early leaves the server serving", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (headers: Record<string, string> = {}) =>
      new Promise<import("node:http").IncomingMessage>((resolve, reject) =>
        httpRequest({ host: "127.0.0.1", port, path: "/api/download/setup/Prod", headers }, resolve).on("error", reject).end(),
      );
    const abandoned = await get();
    expect(abandoned.statusCode).toBe(200);
    abandoned.destroy();

    const whole = await get();
    expect(await sha256OfStream(whole)).toEqual({ size: SIZE, sha256: generatedSha256(SIZE) });
    const tail = await get({ range: "bytes=3000000-" });
    expect(tail.statusCode).toBe(206);
    expect((await sha256OfStream(tail)).size).toBe(SIZE - 3_000_000);
  });
});
