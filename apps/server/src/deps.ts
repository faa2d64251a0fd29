import type { Database } from "@investar/db";
import type { Argon2Queue } from "./auth/argon2-queue.ts";
import type { RuntimeStatus } from "./boot/runtime-status.ts";
import type { Config } from "./config.ts";
import type { CacheBus } from "./http/cache-bus.ts";
import type { PublicResponseCache } from "./http/public-response-cache.ts";
import type { CardGateway } from "./integrations/gateway/card-gateway.ts";
import type { MandateGateway } from "./integrations/gateway/mandate-gateway.ts";
import type { FileStore } from "./integrations/storage/file-store.ts";
import type { OnPaid } from "./features/payments/index.ts";
import type { SiteMetrics } from "./features/metrics/index.ts";

/** What every route and service may reach; built once per app. */
export interface AppDeps {
  config: Config;
  db: Database;
  now(): Date;
  /** Every file the site keeps or serves: DATA_DIR/files or an S3-compatible bucket. */
  files: FileStore;
  /** Public GET answers kept in memory; cleared when the data behind them changes. */
  responseCache: PublicResponseCache;
  /**
   * Invalidation of cached data on every instance (ADR 0016): an admin use-case calls
   * `deps.caches.invalidate("version-history")` after its transaction commits; caches register with onInvalidate.
   */
  caches: CacheBus;
  /** Wakes the outbox worker after a transaction that queued mail has committed. */
  mail: { nudge(): void };
  /** The card gateway (CCAvenue or the simulator), its calls on card mandates, and what a move to paid runs in its transaction. */
  payments: { gateway: CardGateway; mandates: MandateGateway; onPaid: OnPaid };
  /** The process-wide argon2 slots every password hash and check waits for; its counters are read by tests. */
  argon2: Argon2Queue;
  /** The outbox workers', the reconciliation job's and the shutdown's state, for GET /api/health/ready. */
  runtime: RuntimeStatus;
  /** The operator's Prometheus metrics (docs/deploy.md#metrics); null when METRICS_TOKEN is not set, and then nothing is recorded. */
  metrics: SiteMetrics | null;
}
