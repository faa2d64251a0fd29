import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { InvalidFileKeyError } from "../src/integrations/storage/file-keys.ts";
import { listAll, StorageUnavailableError, type FileStore } from "../src/integrations/storage/file-store.ts";
import { openFileStore } from "../src/integrations/storage/open-file-store.ts";
import { generatedBytes, generatedSha256, generatedStream, sha256OfStream } from "./support/generated-file.ts";
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from "./support/test-s3.ts";

/** Past lib-storage's 8 MiB parts, so the S3 store uploads in several parts; odd, so no part is full. */
const SIZE = 12 * 1024 * 1024 + 12_345;
const PART = 8 * 1024 * 1024;

interface StoreUnderTest {
  /** Starts a store as the app does (config → openFileStore); each call is another instance on the same files. */
  open(): Promise<FileStore>;
  /** Whether the directory or bucket exists (asked of the disk or the server, not of the store). */
  exists(): Promise<boolean>;
  close(): void;
}

function localStore(): StoreUnderTest & { dataDir: string } {
  const dataDir = join(mkdtempSync(join(tmpdir(), "investar-files-")), "data");
  return {
    dataDir,
    open: () => openFileStore(loadConfig({ DATA_DIR: dataDir })),
    exists: async () => existsSync(join(dataDir, "files")),
    close() {},
  };
}

function s3Store(s3: TestS3): StoreUnderTest {
  const env = s3.env();
  const raw = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    open: () => openFileStore(loadConfig(env)),
    exists: () =>
      raw.send(new HeadBucketCommand({ Bucket: env.STORAGE_URL!.slice("s3://".length) })).then(
        () => true,
        () => false,
      ),
    close: () => raw.destroy(),
  };
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

describe.each([
  ["a local directory", () => localStore()],
  ["an S3 bucket (s3rver)", () => s3Store(s3)],
] as const)("the file store in %s", (_name, make) => {
  let store: StoreUnderTest;
  let files: FileStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => {
    files?.close();
    store.close();
  });

  it("creates the directory or bucket at start when it is missing", async () => {
    expect(await store.exists()).toBe(false);
    files = await store.open();
    expect(await store.exists()).toBe(true);
    // A second instance starting on the same store finds it and keeps it.
    const second = await store.open();
    second.close();
    expect(await store.exists()).toBe(true);
  });

  it("answers null for a key that is not there", async () => {
    expect(await files.get("setups/none.exe")).toBeNull();
    expect(await files.get("setups/none.exe", { start: 0, end: 9 })).toBeNull();
    expect(await files.head("setups/none.exe")).toBeNull();
    expect(await files.copy("setups/none.exe", "setups/other.exe")).toBe(false);
    expect(await files.head("setups/other.exe")).toBeNull();
    await files.delete("setups/none.exe");
  });

  it("streams a multi-megabyte put and reports its size and SHA-256", async () => {
    const put = await files.put("setups/Prod/InvestarSetup 9.4.0.exe", generatedStream(SIZE));
    expect(put).toEqual({ key: "setups/Prod/InvestarSetup 9.4.0.exe", size: SIZE, sha256: generatedSha256(SIZE) });
  });

  it("gives the file back whole with the same SHA-256", async () => {
    const read = (await files.get("setups/Prod/InvestarSetup 9.4.0.exe"))!;
    expect(read.info).toMatchObject({ key: "setups/Prod/InvestarSetup 9.4.0.exe", size: SIZE });
    expect(await sha256OfStream(read.body)).toEqual({ size: SIZE, sha256: generatedSha256(SIZE) });
  });

  it("gives any byte range back, and ranges that tile the file hash like the file", async () => {
    const cuts = [0, 1, 100, PART - 1, PART + 1, SIZE - 1, SIZE];
    const pieces: Buffer[] = [];
    for (let i = 0; i < cuts.length - 1; i++) {
      const range = { start: cuts[i]!, end: cuts[i + 1]! - 1 };
      const read = (await files.get("setups/Prod/InvestarSetup 9.4.0.exe", range))!;
      expect(read.info.size).toBe(SIZE);
      const chunks: Buffer[] = [];
      for await (const chunk of read.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.equals(generatedBytes(range.start, range.end + 1)), `bytes ${range.start}-${range.end}`).toBe(true);
      pieces.push(bytes);
    }
    expect((await sha256OfStream(pieces)).sha256).toBe(generatedSha256(SIZE));
  });

  it("tells a file's size, entity tag and time without reading it", async () => {
    const info = (await files.head("setups/Prod/InvestarSetup 9.4.0.exe"))!;
    const read = (await files.get("setups/Prod/InvestarSetup 9.4.0.exe", { start: 0, end: 0 }))!;
    read.body.destroy();
    expect(info.size).toBe(SIZE);
    expect(info.etag).toMatch(/^".+"$/);
    expect(info.etag).toBe(read.info.etag);
    expect(Math.abs(info.lastModified.getTime() - Date.now())).toBeLessThan(10 * 60_000);
  });

  it("copies a file (promoting a build) and the copy has the same bytes", async () => {
    expect(await files.copy("setups/Prod/InvestarSetup 9.4.0.exe", "setups/Beta/InvestarSetup 9.4.0.exe")).toBe(true);
    const read = (await files.get("setups/Beta/InvestarSetup 9.4.0.exe"))!;
    expect(await sha256OfStream(read.body)).toEqual({ size: SIZE, sha256: generatedSha256(SIZE) });
  });

  it("replaces a file on a second put, from bytes as well as streams", async () => {
    await files.put("notes/a.txt", Buffer.from("first"));
    const before = (await files.head("notes/a.txt"))!;
    const put = await files.put("notes/a.txt", Buffer.from("second version"));
    expect(put.size).toBe(14);
    const read = (await files.get("notes/a.txt"))!;
    expect(Buffer.concat(await read.body.toArray()).toString()).toBe("second version");
    expect((await files.head("notes/a.txt"))!.etag).not.toBe(before.etag);
  });

  it("lists by prefix in key order, folders or beginnings of names", async () => {
    for (const key of ["list/b/2.bin", "list/a.bin", "list/b/1.bin", "listing.bin", "list/bb.bin"]) await files.put(key, Buffer.from(key));
    const keys = async (prefix: string) => (await listAll(files, prefix)).map((info) => info.key);
    expect(await keys("list/")).toEqual(["list/a.bin", "list/b/1.bin", "list/b/2.bin", "list/bb.bin"]);
    expect(await keys("list/b/")).toEqual(["list/b/1.bin", "list/b/2.bin"]);
    expect(await keys("list/b")).toEqual(["list/b/1.bin", "list/b/2.bin", "list/bb.bin"]);
    expect(await keys("list")).toEqual(["list/a.bin", "list/b/1.bin", "list/b/2.bin", "list/bb.bin", "listing.bin"]);
    expect(await keys("nothing/")).toEqual([]);
    expect((await listAll(files, "list/a")).map(({ key, size }) => ({ key, size }))).toEqual([{ key: "list/a.bin", size: 10 }]);
    expect(await keys("")).toEqual(expect.arrayContaining(["listing.bin", "setups/Beta/InvestarSetup 9.4.0.exe", "notes/a.txt"]));
  });

  it("deletes a file, and deleting it again is no error", async () => {
    await files.delete("list/a.bin");
    expect(await files.head("list/a.bin")).toBeNull();
    expect(await files.get("list/a.bin")).toBeNull();
    await files.delete("list/a.bin");
    expect((await listAll(files, "list/")).map((info) => info.key)).toEqual(["list/b/1.bin", "list/b/2.bin", "list/bb.bin"]);
  });

  it("leaves nothing behind when the source of a put breaks off midway", async () => {
    await expect(files.put("broken/half.bin", generatedStream(SIZE, PART + 64 * 1024))).rejects.toThrow("the source broke off");
    expect(await files.head("broken/half.bin")).toBeNull();
    expect(await listAll(files, "broken/")).toEqual([]);
    expect(await listAll(files, "")).not.toContainEqual(expect.objectContaining({ key: expect.stringContaining("half") }));
  });

  it("refuses keys that are no plain relative names", async () => {
    const bad = [
      "../outside.txt",
      "a/../../outside.txt",
      "/etc/passwd",
      "a//b",
      ".hidden",
      "a/./b",
      "a\\b",
      "",
      "a/",
      "nul\0byte",
      "x".repeat(1025),
    ];
    for (const key of bad) {
      await expect(files.put(key, Buffer.from("x")), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.get(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.head(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.delete(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.copy("notes/a.txt", key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.copy(key, "notes/b.txt"), key).rejects.toThrow(InvalidFileKeyError);
    }
    await expect(listAll(files, "../")).rejects.toThrow(InvalidFileKeyError);
    await expect(listAll(files, "/")).rejects.toThrow(InvalidFileKeyError);
  });
});

describe("the local store stays inside its directory", () => {
  it("never reads, writes or lists outside DATA_DIR/files", async () => {
    const store = localStore();
    const files = await store.open();
    const secret = join(store.dataDir, "session-secret");
    writeFileSync(secret, "do not serve");
    for (const key of ["../session-secret", "..", "a/../../session-secret", "%2e%2e/session-secret"]) {
      await expect(files.get(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(files.put(key, Buffer.from("overwritten")), key).rejects.toThrow(InvalidFileKeyError);
    }
    expect(readFileSync(secret, "utf8")).toBe("do not serve");
    // What an operator drops in by hand under a name that is no key is not a file of the store.
    mkdirSync(join(store.dataDir, "files", "Prod"), { recursive: true });
    writeFileSync(join(store.dataDir, "files", "Prod", ".partial.exe"), "x");
    writeFileSync(join(store.dataDir, "files", "Prod", "Setup.exe"), "MZ");
    expect((await listAll(files, "")).map((info) => info.key)).toEqual(["Prod/Setup.exe"]);
  });
});

describe("storage configuration", () => {
  it("keeps files in DATA_DIR/files unless STORAGE_URL names a bucket", () => {
    expect(loadConfig({ DATA_DIR: "/srv/investar" }).storage).toEqual({ kind: "local", dir: "/srv/investar/files" });
    expect(
      loadConfig({ STORAGE_URL: "s3://investar-files", S3_ENDPOINT: "http://minio:9000", AWS_REGION: "ap-south-1", ...S3RVER_CREDENTIALS })
        .storage,
    ).toEqual({
      kind: "s3",
      bucket: "investar-files",
      endpoint: "http://minio:9000",
      region: "ap-south-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  });

  it("stops the start with a clear message for a bad STORAGE_URL or missing credentials", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://Bad_Bucket", ...S3RVER_CREDENTIALS })).toThrow(/STORAGE_URL: must be s3:\/\/<bucket>/);
    expect(() => loadConfig({ STORAGE_URL: "/var/files", ...S3RVER_CREDENTIALS })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: "s3://investar-files" })).toThrow(
      "STORAGE_URL=s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    );
  });

  it("signs with the configured credentials, and a store that refuses them stops the start", async () => {
    // s3rver checks the access key id (not yet version 4 signatures, see ADR 0014).
    const env = { ...s3.env(), AWS_ACCESS_KEY_ID: "NOT-S3RVER" };
    await expect(openFileStore(loadConfig(env))).rejects.toThrow(StorageUnavailableError);
    await expect(openFileStore(loadConfig({ ...s3.env(), S3_ENDPOINT: "http://127.0.0.1:9" }))).rejects.toThrow(
      /File storage s3:\/\/investar-test-\w+ at http:\/\/127.0.0.1:9 is not usable/,
    );
  });
});
