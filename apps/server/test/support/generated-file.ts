import { createHash } from "node:crypto";
import { Readable } from "node:stream";

/** Byte i of a generated file: cheap to compute anywhere, so any range can be checked without keeping the file. */
const byteAt = (i: number) => (i * 31 + Math.floor(i / 8191) * 7) & 0xff;

/** Bytes [start, end) of the generated file. */
export function generatedBytes(start: number, end: number): Buffer {
  const bytes = Buffer.alloc(end - start);
  for (let i = start; i < end; i++) bytes[i - start] = byteAt(i);
  return bytes;
}

/** A generated file of `size` bytes, produced 64 KiB at a time as it is read (never whole in memory). */
export function generatedStream(size: number, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error("the source broke off"));
        return;
      }
      if (offset >= size) {
        this.push(null);
        return;
      }
      const end = Math.min(size, offset + 64 * 1024);
      this.push(generatedBytes(offset, end));
      offset = end;
    },
  });
}

/** Size and SHA-256 of a stream, or of pieces that together make a file. */
export async function sha256OfStream(stream: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** SHA-256 of the whole generated file, computed in pieces. */
export function generatedSha256(size: number): string {
  const hash = createHash("sha256");
  for (let offset = 0; offset < size; offset += 1024 * 1024) hash.update(generatedBytes(offset, Math.min(size, offset + 1024 * 1024)));
  return hash.digest("hex");
}
