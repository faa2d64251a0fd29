import type { Database } from "@investar/db";
import type { Config } from "./config.ts";

/** What every route and service may reach; built once per app. */
export interface AppDeps {
  config: Config;
  db: Database;
  now(): Date;
  /** Wakes the outbox worker after a transaction that queued mail has committed. */
  mail: { nudge(): void };
}
