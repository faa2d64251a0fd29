import { createHmac } from "node:crypto";

/**
 * The simulator's merchant account. Its working key is derived from SESSION_SECRET (itself generated
 * into DATA_DIR when unset), so every deployment has its own, nothing extra is stored, and a response
 * forged for one installation does not decrypt on another. The access code and merchant id are not
 * secret, as at CCAvenue.
 */
export interface SimulatorKeys {
  merchantId: string;
  accessCode: string;
  workingKey: string;
}

export function simulatorKeys(sessionSecret: string | null): SimulatorKeys {
  if (!sessionSecret) throw new Error("The payment simulator needs the session secret (resolveSessionSecret runs at boot).");
  const workingKey = createHmac("sha256", sessionSecret)
    .update("investar:payment-simulator:working-key")
    .digest("hex")
    .slice(0, 32)
    .toUpperCase();
  return { merchantId: "SIMULATOR", accessCode: "AVSIMULATOR0000000", workingKey };
}
