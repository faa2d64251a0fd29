import type { OutboxDeliveryStatus } from "../integrations/outbox/outbox-worker.ts";
import type { ReconcileJobStatus } from "../jobs/reconcile-pending-orders.ts";

/** What the background parts of this process saw, for the readiness report (issue 14). Null: not running here. */
export interface RuntimeStatus {
  mail: (() => OutboxDeliveryStatus) | null;
  sms: (() => OutboxDeliveryStatus) | null;
  reconciliation: (() => ReconcileJobStatus) | null;
  /** Set when shutdown begins: a load balancer should stop sending requests here. */
  draining: boolean;
}
