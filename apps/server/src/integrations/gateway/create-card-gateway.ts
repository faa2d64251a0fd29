import type { Config } from "../../config.ts";
import type { CardGateway } from "./card-gateway.ts";
import { createCcavenueGateway } from "./ccavenue-gateway.ts";
import { fetchTransport, type FormTransport } from "./form-transport.ts";
import { paymentPaths } from "./payment-paths.ts";
import { simulatorKeys } from "./simulator/simulator-keys.ts";

/**
 * PAYMENT_GATEWAY=ccavenue talks to CCAvenue; the default, `simulator`, is the same client pointed at
 * our own simulator routes with a per-deployment test key. Its status queries go through `inProcess`
 * (the app's own router, see ADR 0007) rather than HTTP, so they work whatever PUBLIC_URL and HOST
 * say and in tests where nothing listens.
 */
export function createCardGateway(config: Config, inProcess: FormTransport): CardGateway {
  const redirectUrl = `${config.publicUrl}${paymentPaths.gatewayReturn}`;
  const gateway = config.paymentGateway;
  if (gateway.kind === "ccavenue") {
    // loadConfig refuses ccavenue without these.
    const transactionUrl = gateway.url!;
    return createCcavenueGateway(
      {
        merchantId: gateway.merchantId!,
        accessCode: gateway.accessCode!,
        workingKey: gateway.workingKey!,
        transactionUrl,
        apiUrl: gateway.apiUrl,
        redirectUrl,
        formOrigin: new URL(transactionUrl).origin,
      },
      fetchTransport,
    );
  }
  return createCcavenueGateway(
    // The checkout URL is relative: the form then posts to whichever host the customer is on, which CSP's 'self' allows.
    {
      ...simulatorKeys(config.sessionSecret),
      transactionUrl: paymentPaths.simulatorCheckout,
      apiUrl: paymentPaths.simulatorStatus,
      redirectUrl,
      formOrigin: null,
    },
    inProcess,
  );
}
