import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";

const TIMEOUT_MS = 10_000;

/**
 * Sends the SMS outbox through an HTTP provider (docs/architecture.md#mail-and-sms): a JSON POST of `{ to, text }` to SMS_URL,
 * with SMS_API_KEY as a bearer token when set. Any 2xx answer means sent; anything else is retried.
 */
export function startSmsWorker(
  db: Database,
  smsUrl: string,
  apiKey: string | null,
  log: FastifyBaseLogger,
  options?: OutboxWorkerOptions,
): OutboxWorker {
  return startOutboxWorker(
    db,
    schema.smsOutbox,
    async (sms) => {
      const response = await fetch(smsUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
    log,
    options,
  );
}
