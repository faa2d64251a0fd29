import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import type { FastifyReply, FastifyRequest } from "fastify";
import rangeParser from "range-parser";
import { AppError, notFound } from "../errors.ts";
import type { ByteRange, FileInfo, FileStore } from "../integrations/storage/file-store.ts";

export interface StoredFileAnswer {
  key: string;
  contentType: string;
  /** Offered as a download under this name; shown inline without one. */
  downloadName?: string;
  cacheControl: string;
  /** The 404 message when the file is not in the store. */
  missingMessage: string;
}

/** A new put between our look and our read would mix two files' bytes in one answer; that many tries, then give up. */
const ATTEMPTS = 3;

/**
 * RFC 9110 If-Range: the client resumes only if it still has the same file. An entity tag must match
 * strongly; a date must be the file's Last-Modified exactly (to the second, as HTTP dates are).
 */
function rangeStillApplies(ifRange: string | string[] | undefined, info: FileInfo): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== "string") return false;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === info.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(info.lastModified.getTime() / 1000);
}

/**
 * The one byte range to send, null for the whole file. Malformed, non-byte or multi-part ranges are
 * ignored (a server may always answer 200 in full); only a well-formed but unsatisfiable one is a 416.
 */
function chooseRange(request: FastifyRequest, info: FileInfo): ByteRange | null | "unsatisfiable" {
  const header = request.headers.range;
  if (!header || !rangeStillApplies(request.headers["if-range"], info)) return null;
  const ranges = rangeParser(info.size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return ranges[0]!;
}

/**
 * Answers GET or HEAD with a stored file, streamed from either store with Range support (206 with
 * Content-Range, 416 when nothing of the file is asked for) and the validators that let downloads resume.
 * Routes using it should set `compress: false` when the type is compressible: offsets refer to the stored bytes.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  answer: StoredFileAnswer,
): Promise<FastifyReply> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const info = await files.head(answer.key);
    if (!info) throw notFound(answer.missingMessage);
    void reply
      .header("accept-ranges", "bytes")
      .header("etag", info.etag)
      .header("last-modified", info.lastModified.toUTCString())
      .header("cache-control", answer.cacheControl)
      .header("content-disposition", answer.downloadName ? contentDisposition(answer.downloadName) : "inline");

    const range = chooseRange(request, info);
    if (range === "unsatisfiable") {
      void reply.header("content-range", `bytes */${info.size}`);
      throw new AppError("RangeNotSatisfiable", `The file has ${info.size} bytes; the range asked for is outside it.`, { status: 416 });
    }
    const length = range ? range.end - range.start + 1 : info.size;
    void reply
      .code(range ? 206 : 200)
      .type(answer.contentType)
      .header("content-length", length);
    if (range) void reply.header("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
    // Fastify's HEAD routes set Content-Length 0 for an empty payload but keep ours for a stream, which they drain unsent.
    if (request.method === "HEAD") return reply.send(Readable.from([]));

    const read = await files.get(answer.key, range ?? undefined);
    if (!read) throw notFound(answer.missingMessage);
    if (read.info.etag === info.etag) return reply.send(read.body);
    read.body.destroy();
  }
  throw new AppError("Unavailable", "The file is being replaced; please try again.");
}
