import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type BucketLocationConstraint,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertFileKey, assertKeyPrefix, isFileKey } from "./file-keys.ts";
import { StorageUnavailableError, type ByteRange, type FileInfo, type FileRead, type FileStore, type PutResult } from "./file-store.ts";
import { createMeasuringStream } from "./measure-stream.ts";

export interface S3Settings {
  bucket: string;
  /** Null on AWS itself; the address of any other S3-compatible store. */
  endpoint: string | null;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Parts of a streamed upload: S3's 5 MiB minimum with room; at most QUEUE of them are in memory at once. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404;

async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const infoOf = (key: string, size: number, object: { ETag?: string; LastModified?: Date }): FileInfo => ({
  key,
  size,
  etag: object.ETag ?? '""',
  lastModified: object.LastModified ?? new Date(0),
});

/** "bytes 0-99/1234" → its parts; a whole-object answer has none. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** The `length` bytes after the first `skip` of a body; the rest of it is not read (the connection is let go). */
function narrow(body: Readable, skip: number, length: number): Readable {
  async function* pieces() {
    let toSkip = skip;
    let left = length;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const piece = chunk.subarray(Math.min(toSkip, chunk.length));
      toSkip -= chunk.length - piece.length;
      if (piece.length === 0) continue;
      if (piece.length >= left) {
        yield piece.subarray(0, left);
        return;
      }
      left -= piece.length;
      yield piece;
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * HTTP lets a server ignore a Range or answer more than asked, and some S3-compatible ones do (s3rver
 * answers "bytes=0-0" whole): cut such an answer down so the caller gets exactly the bytes it asked for.
 */
function exactly(
  range: ByteRange,
  answer: { ContentRange?: string; ContentLength?: number },
  body: Readable,
): { size: number; body: Readable } {
  const answered = parseContentRange(answer.ContentRange);
  const size = answered?.size ?? answer.ContentLength ?? 0;
  const from = answered?.start ?? 0;
  const to = answered?.end ?? size - 1;
  const end = Math.min(range.end, size - 1);
  if (from === range.start && to === end) return { size, body };
  if (from > range.start || to < end) {
    body.destroy();
    throw new Error(`Asked the store for bytes ${range.start}-${end}, it answered ${from}-${to}.`);
  }
  return { size, body: narrow(body, range.start - from, end - range.start + 1) };
}

/** Files in an S3-compatible bucket (AWS SDK v3), addressed path-style so any store's endpoint works without wildcard DNS. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const { bucket, region } = settings;
  const client = new S3Client({
    region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: true,
    // Given here from config, so the SDK never looks for credentials in the environment or on disk.
    credentials: settings.credentials,
    // The SDK's default checksums (CRC32 trailers since 2025) are refused by several S3-compatible stores;
    // integrity comes from the SHA-256 a put computes, and S3 still checks Content-MD5 where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const where = `s3://${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${region}`}`;
  const head = (key: string) => orNullWhenMissing(client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertFileKey(key) })));

  return {
    description: where,

    async prepare() {
      try {
        const exists = await orNullWhenMissing(client.send(new HeadBucketCommand({ Bucket: bucket })));
        if (exists) return;
        // us-east-1 is the one region that refuses an explicit location.
        const location = region === "us-east-1" ? undefined : { LocationConstraint: region as BucketLocationConstraint };
        await client
          .send(new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: location }))
          .catch(async (error: unknown) => {
            // Another instance starting at the same moment made it first. Some stores (s3rver, older
            // S3-compatible servers) say BucketAlreadyExists even to its owner: usable if we can now reach it.
            const name = (error as Error).name;
            if (name === "BucketAlreadyOwnedByYou") return;
            if (name === "BucketAlreadyExists" && (await orNullWhenMissing(client.send(new HeadBucketCommand({ Bucket: bucket }))))) return;
            throw error;
          });
      } catch (error) {
        throw new StorageUnavailableError(`File storage ${where} is not usable: ${(error as Error).name}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    async put(key, body): Promise<PutResult> {
      assertFileKey(key);
      const measure = createMeasuringStream();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: measure }, partSize: PART_BYTES, queueSize: QUEUE });
      // A failing source ends the upload with its error (lib-storage then aborts the multipart upload, so nothing is left).
      const flowing = pipeline(body instanceof Readable ? body : Readable.from([body]), measure);
      try {
        await Promise.all([flowing, upload.done()]);
      } catch (error) {
        measure.destroy();
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { key, ...measure.result() };
    },

    async get(key, range?: ByteRange): Promise<FileRead | null> {
      const answer = await orNullWhenMissing(
        client.send(
          new GetObjectCommand({ Bucket: bucket, Key: assertFileKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        ),
      );
      if (!answer) return null;
      const whole = { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
      const { size, body } = range ? exactly(range, answer, whole.body) : whole;
      return { info: infoOf(key, size, answer), body };
    },

    async head(key) {
      const answer = await head(key);
      return answer ? infoOf(key, answer.ContentLength ?? 0, answer) : null;
    },

    async copy(fromKey, toKey) {
      const source = `${bucket}/${assertFileKey(fromKey).split("/").map(encodeURIComponent).join("/")}`;
      const copied = await orNullWhenMissing(
        client.send(new CopyObjectCommand({ Bucket: bucket, Key: assertFileKey(toKey), CopySource: source })),
      );
      return copied !== null;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertFileKey(key) }));
    },

    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: assertKeyPrefix(prefix) })) {
        for (const item of page.Contents ?? []) {
          // Objects put into the bucket by other tools under names that are no valid key are not files of the store.
          if (!item.Key || !isFileKey(item.Key)) continue;
          yield infoOf(item.Key, item.Size ?? 0, item);
        }
      }
    },

    close() {
      client.destroy();
    },
  };
}
