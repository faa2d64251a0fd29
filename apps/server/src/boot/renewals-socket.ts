import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { RunCommandError } from "./run-moment.ts";

/**
 * ADR 0048: `npm run cli -- renewals run` beside a running server on the embedded database. The server
 * holds the data directory's lock, so the command cannot open it; the server runs the pass for it on a
 * Unix socket inside DATA_DIR (as backups, ADR 0013): whoever may read the data directory may start a pass,
 * nobody else, and nothing on the network.
 */
export const renewalsSocketPath = (dataDir: string) => join(dataDir, "renewals.sock");

/** A pass's answer over the socket: the report's counts, or "busy" while another pass holds the lease. */
export type PassAnswer = { report: Record<string, number> } | "busy";

/** A pass refused, and why (bad input; a moment in the future on a deployed site): the command prints it, the socket answers it with 400. */
export class RenewalsCommandError extends RunCommandError {}

function momentOf(body: string): Date | null {
  try {
    const at = new Date((JSON.parse(body) as { at?: string }).at ?? "");
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}

/** Serves POST /renewals/run ({ "at": ISO time }) on the socket until the returned function is called. */
export async function serveRenewalPasses(
  dataDir: string,
  runPass: (at: Date) => Promise<PassAnswer>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const path = renewalsSocketPath(dataDir);
  // We hold the data directory's lock, so a socket file left here is from a process that died.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/renewals/run") {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const at = momentOf(Buffer.concat(chunks).toString("utf8"));
      if (at === null) {
        res.writeHead(400).end("at must be an ISO time.");
        return;
      }
      runPass(at)
        .then((answer) => {
          if (answer !== "busy") log.info({ at: at.toISOString(), report: answer.report }, "renewals: an operator's auto-renew pass");
          res.writeHead(answer === "busy" ? 409 : 200, { "content-type": "application/json" }).end(JSON.stringify(answer));
        })
        .catch((error: unknown) => {
          if (error instanceof RenewalsCommandError) {
            res.writeHead(400).end(error.message);
            return;
          }
          log.error({ err: error }, "renewals: an operator's auto-renew pass failed");
          res.writeHead(500).end((error as Error).message);
        });
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  chmodSync(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running server for one pass as of `at`; null when no server answers on the socket. */
export function requestPassFromServer(dataDir: string, at: Date): Promise<PassAnswer | null> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: renewalsSocketPath(dataDir), path: "/renewals/run", method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode === 200 || res.statusCode === 409) resolve(JSON.parse(body) as PassAnswer);
          else if (res.statusCode === 400) reject(new RenewalsCommandError(body));
          else reject(new Error(`The running server could not run the pass: ${body || res.statusCode}`));
        });
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
    req.end(JSON.stringify({ at: at.toISOString() }));
  });
}
