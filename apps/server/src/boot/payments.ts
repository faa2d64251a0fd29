import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import { createCardGateway } from "../integrations/gateway/create-card-gateway.ts";
import { inProcessTransport } from "../integrations/gateway/in-process-transport.ts";
import { createMandateGateway } from "../integrations/gateway/mandate-gateway.ts";
import { scheduleIntervalJob } from "../jobs/interval-job.ts";
import { reconcilePendingOrders } from "../features/payments/index.ts";
import { releaseStaleCouponHolds } from "../features/catalogue/index.ts";
import { activationHook } from "../features/checkout/index.ts";
import type { OnPaid } from "../features/payments/index.ts";

/** The default hook activates what was bought (services/checkout/activate-order.ts); tests may pass a marker instead. */
export function createPaymentDeps(
  config: Config,
  app: FastifyInstance,
  onPaid: OnPaid = activationHook(() => app.deps),
): AppDeps["payments"] {
  if (config.paymentGateway.kind === "simulator")
    app.log.warn("PAYMENT_GATEWAY=simulator: card payments are simulated and no money is taken.");
  const inProcess = inProcessTransport(app);
  return { gateway: createCardGateway(config, inProcess), mandates: createMandateGateway(config, inProcess), onPaid };
}

/**
 * The reconciliation job runs once the app is ready and is stopped (its run awaited) before anything
 * closes. The same run gives back the coupon uses of orders never paid.
 */
export function scheduleReconciliation(app: FastifyInstance, deps: AppDeps): void {
  const { intervalMs, afterMinutes, abandonAfterMinutes } = deps.config.paymentReconcile;
  deps.runtime.reconciliation = scheduleIntervalJob(app, "reconciliation", intervalMs, async () => {
    const report = await reconcilePendingOrders(deps, { afterMinutes, abandonAfterMinutes }, app.log);
    const released = await releaseStaleCouponHolds(deps);
    if (released > 0) app.log.info({ released }, "gave back the coupon uses of orders never paid");
    return report;
  });
}
