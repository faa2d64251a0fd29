/**
 * ADR 0016 with a real process: on SIGTERM an instance reports not-ready at once (so the proxy stops
 * sending) while it keeps answering, finishes the download in flight, and exits 0. Readiness before
 * migrations needs no test of its own: the process listens only after migrating (main.ts).
 */
import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { connect } from "node:net";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { generatedStream } from "../support/generated-file.ts";
import { freePort, killServers, startHealthyServer, waitFor } from "../support/processes.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

afterAll(killServers);

const SIZE = 48 * 1024 * 1024;

describe("SIGTERM while a download is in flight", () => {
  it("answers 503 on readiness (liveness still 200) while serving, completes the download, then exits 0", async () => {
    const dataDir = seededDataDir("investar-drain-");
    mkdirSync(join(dataDir, "files", "Prod"), { recursive: true });
    const expected = createHash("sha256");
    await pipeline(
      generatedStream(SIZE).on("data", (chunk: Buffer) => expected.update(chunk)),
      createWriteStream(join(dataDir, "files", "Prod", "InvestarSetup-12.4.0.exe")),
    );
    const server = await startHealthyServer(await freePort(), { DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: "3" });
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);

    // Headers are in, the body is not read: the server is still writing when the signal comes.
    const download = await fetch(`${server.base}/api/download/setup/Prod`);
    expect(download.status).toBe(200);
    server.child.kill("SIGTERM");

    const draining = await waitFor(
      "readiness to say not-ready",
      async () => {
        const response = await fetch(`${server.base}/api/health/ready`);
        return response.status === 503 && ((await response.json()) as { status: string; draining: boolean });
      },
      5_000,
    );
    expect(draining).toMatchObject({ status: "not-ready", draining: true });
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    // Then the listener closes (new connections are refused) while the download is still being written.
    const port = Number(new URL(server.base).port);
    await waitFor("the listener to close", () => refusesConnections(port), 15_000);
    expect(server.child.exitCode).toBeNull();

    const received = createHash("sha256");
    let size = 0;
    for await (const chunk of download.body!) {
      received.update(chunk);
      size += chunk.length;
    }
    expect(size).toBe(SIZE);
    expect(received.digest("hex")).toBe(expected.digest("hex"));
    expect(await server.exited).toBe(0);
  }, 90_000);
});

/** A new TCP connection (never one kept alive from an earlier request) is refused. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}
