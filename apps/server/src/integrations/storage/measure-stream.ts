import { createHash } from "node:crypto";
import { Transform } from "node:stream";

export interface MeasuringStream extends Transform {
  /** Size and hex SHA-256 of everything that passed; valid once the stream has ended. */
  result(): { size: number; sha256: string };
}

/** Passes bytes through unchanged while counting and hashing them, so a put learns both without a second read. */
export function createMeasuringStream(): MeasuringStream {
  const hash = createHash("sha256");
  let size = 0;
  let digest: string | null = null;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest("hex");
      done();
    },
  }) as MeasuringStream;
  stream.result = () => {
    if (digest === null) throw new Error("The stream has not ended yet.");
    return { size, sha256: digest };
  };
  return stream;
}
