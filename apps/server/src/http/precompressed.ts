import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers kept in memory are compressed once when stored, not on every request: compression is most of
 * the cost of serving them.
 */
export interface Precompressed {
  plain: string;
  gzip: Buffer | null;
}

const MIN_BYTES = 1024;

export function precompress(body: string): Precompressed {
  return { plain: body, gzip: Buffer.byteLength(body) >= MIN_BYTES ? gzipSync(body) : null };
}

export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  reply.header("vary", "accept-encoding");
  if (body.gzip && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
    return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.plain);
}
