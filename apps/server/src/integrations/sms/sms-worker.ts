import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import type { SmsSettings } from "../../config.ts";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";
import { sendMsg91Flow } from "./msg91-flow.ts";

const TIMEOUT_MS = 10_000;

/**
 * Sends the SMS outbox through the configured provider (docs/architecture.md#mail-and-sms). `http`: a JSON POST of `{ to, text }`
 * to SMS_URL, with SMS_API_KEY as a bearer token when set, any 2xx meaning sent. `msg91`: MSG91's Flow API with the kind's DLT
 * template. Anything else is retried.
 */
export function startSmsWorker(
  db: Database,
  sms: Exclude<SmsSettings, { kind: "none" }>,
  log: FastifyBaseLogger,
  options?: OutboxWorkerOptions,
): OutboxWorker {
  return startOutboxWorker(
    db,
    schema.smsOutbox,
    async (row) => {
      if (sms.kind === "msg91") return sendMsg91Flow(sms, row, TIMEOUT_MS);
      const response = await fetch(sms.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(sms.apiKey ? { authorization: `Bearer ${sms.apiKey}` } : {}) },
        body: JSON.stringify({ to: row.to, text: row.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
    log,
    options,
  );
}
