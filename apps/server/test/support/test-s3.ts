import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver accepts requests signed with exactly these. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface TestS3 {
  endpoint: string;
  /** The variables that point the app at a fresh (not yet created) bucket of this server. */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a loopback port, keeping its objects in a temporary directory. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "investar-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket = `investar-test-${randomBytes(4).toString("hex")}`) => ({
      STORAGE_URL: `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      AWS_REGION: "us-east-1",
      ...S3RVER_CREDENTIALS,
    }),
    async close() {
      // Sockets an SDK client keeps alive would hold close() open.
      (server as unknown as { httpServer: Server }).httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
