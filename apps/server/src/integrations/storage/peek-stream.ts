import { Readable } from "node:stream";

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) and gives back a stream of the whole,
 * head included, so an upload's kind can be decided from its first bytes while the rest still streams
 * to the store. Errors of the source (a size limit hit) surface on the returned stream.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, stream: Readable.from(whole(), { objectMode: false }) };
}
