import { startCcavenueApiStandIn } from "./ccavenue-api-stand-in.ts";

/**
 * CCAvenue's API on loopback for standing instructions (ccavenue-mandate.ts): it keeps every call's decrypted payload
 * and answers chargeSI and cancelSI with what the test put in `answers` (by command), and orderStatusTracker with what
 * it put in `statuses` (by order number).
 */
export async function startCcavenueMandateStandIn(workingKey: string, accessCode: string) {
  const calls: { command: string; payload: Record<string, unknown> }[] = [];
  const answers = new Map<string, Record<string, unknown>>();
  const statuses = new Map<string, Record<string, unknown>>();
  const api = await startCcavenueApiStandIn(workingKey, accessCode, ({ command, request }) => {
    calls.push({ command, payload: request });
    return {
      json:
        command === "orderStatusTracker"
          ? (statuses.get(String(request.order_no)) ?? { status: 1, error_desc: "No records found" })
          : (answers.get(command) ?? { si_charge_status: "1", si_error_desc: "Unknown command" }),
    };
  });
  return { ...api, calls, answers, statuses };
}
