import type { Config } from "../../config.ts";
import { createCcavenueRefunds } from "./ccavenue-refund.ts";
import { fetchTransport, type FormTransport } from "./form-transport.ts";
import { paymentPaths } from "./payment-paths.ts";
import type { RefundGateway } from "./refund-gateway.ts";
import { simulatorKeys } from "./simulator/simulator-keys.ts";

/**
 * The refund client for the configured gateway, built like createCardGateway: CCAvenue's API over HTTPS,
 * or the same client against the simulator's API through the app's own router.
 */
export function createRefundGateway(config: Config, inProcess: FormTransport): RefundGateway {
  const gateway = config.paymentGateway;
  if (gateway.kind === "ccavenue")
    return createCcavenueRefunds(
      { accessCode: gateway.accessCode!, workingKey: gateway.workingKey!, apiUrl: gateway.apiUrl },
      fetchTransport,
    );
  return createCcavenueRefunds({ ...simulatorKeys(config.sessionSecret), apiUrl: paymentPaths.simulatorStatus }, inProcess);
}
