import pg from "pg";

/** What a LISTEN subscriber hears: each payload, and every (re)connection, before which messages may have been missed. */
export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The listening connection is (again) subscribed; anything sent while it was away was not heard. */
  onSubscribed?(): void;
  /** The listening connection was lost; it reconnects by itself. */
  onLost?(error: Error): void;
}

export type Unlisten = () => Promise<void>;

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries), kept open
 * for the life of the process: when the server restarts or ends the connection, it connects and subscribes
 * again, waiting a little longer after each failure. Resolves once the first subscription is in place, or
 * once the first attempt failed (the retries go on in the background), so a start-up never waits for it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  connectionTimeoutMs: number,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectionTimeoutMs, keepAlive: true });
    let lost = false;
    const onLost = (error: Error) => {
      if (lost || stopped) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      handlers.onLost?.(error);
      scheduleRetry();
    };
    next.on("error", onLost);
    next.on("end", () => onLost(new Error("the listening connection ended")));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
    handlers.onSubscribed?.();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners("end");
      await current.end().catch(() => {});
    }
  };
}
