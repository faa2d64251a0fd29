import type { OutboxDeliveryStatus } from "../integrations/outbox/outbox-worker.ts";
import type { JobStatus } from "../jobs/interval-job.ts";
import type { ReconcileReport } from "../features/payments/index.ts";

/** What the background parts of this process saw, for the readiness report (ADR 0013). Null: not running here. */
export interface RuntimeStatus {
  mail: (() => OutboxDeliveryStatus) | null;
  sms: (() => OutboxDeliveryStatus) | null;
  /** Reads the reconciliation job's status; null inside when the job is switched off. */
  reconciliation: (() => JobStatus<ReconcileReport> | null) | null;
  /** Set when shutdown begins: a load balancer should stop sending requests here. */
  draining: boolean;
}
