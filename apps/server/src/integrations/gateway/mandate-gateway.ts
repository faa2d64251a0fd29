import type { Config } from "../../config.ts";
import { GatewayQueryError } from "./card-gateway.ts";
import { cancelForm, chargeForm, parseMandateCallAnswer, type MandateCallAnswer, type MandateCharge } from "./ccavenue-mandate.ts";
import type { StatusApiKeys } from "./ccavenue-status.ts";
import { fetchTransport, type FormTransport } from "./form-transport.ts";
import { simulatorKeys } from "./simulator/simulator-keys.ts";

/** The simulator's standing-instruction API (chargeSI, cancelSI), beside its status API. */
export const SIMULATOR_MANDATE_API = "/api/payment/simulator/mandates";

/**
 * The server-to-server calls on a registered mandate (docs/architecture.md#card-mandates). A charge's
 * outcome is not taken from this answer but from the status query on its charge reference, so these only
 * say whether the gateway took the request. Throws GatewayQueryError when it cannot be asked (then
 * nothing is known: the charge may or may not have reached the gateway).
 */
export interface MandateGateway {
  charge(charge: MandateCharge): Promise<MandateCallAnswer>;
  cancel(subRefNo: string): Promise<MandateCallAnswer>;
}

export function createCcavenueMandateGateway(apiUrl: string, keys: StatusApiKeys, transport: FormTransport): MandateGateway {
  const call = async (form: Record<string, string>): Promise<MandateCallAnswer> => {
    let answer: { status: number; body: string };
    try {
      answer = await transport(apiUrl, form);
    } catch (error) {
      throw new GatewayQueryError(`mandate API unreachable: ${(error as Error).message}`);
    }
    if (answer.status !== 200) throw new GatewayQueryError(`mandate API answered HTTP ${answer.status}`);
    return parseMandateCallAnswer(answer.body, keys.workingKey);
  };
  return {
    charge: (charge) => call(chargeForm(charge, keys)),
    cancel: (subRefNo) => call(cancelForm(subRefNo, keys)),
  };
}

/** CCAvenue's API for PAYMENT_GATEWAY=ccavenue; the simulator's, in process, otherwise (as create-card-gateway.ts). */
export function createMandateGateway(config: Config, inProcess: FormTransport): MandateGateway {
  const gateway = config.paymentGateway;
  if (gateway.kind === "ccavenue") {
    return createCcavenueMandateGateway(
      gateway.apiUrl,
      { accessCode: gateway.accessCode!, workingKey: gateway.workingKey! },
      fetchTransport,
    );
  }
  return createCcavenueMandateGateway(SIMULATOR_MANDATE_API, simulatorKeys(config.sessionSecret), inProcess);
}
