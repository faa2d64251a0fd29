import type { Database } from "@investar/db";
import { CcavenueCipherError, ccavenueDecrypt, ccavenueEncrypt, encodeFields } from "../ccavenue-cipher.ts";
import { findSimulatedTransaction } from "./simulator-book.ts";
import type { SimulatorKeys } from "./simulator-keys.ts";

export interface StatusQueryForm {
  enc_request: string;
  access_code: string;
  command: string;
}

const refused = (reason: string) => encodeFields({ status: "1", enc_response: reason });

/**
 * The simulator's orderStatusTracker: answers what its books say, in the format of CCAvenue's status
 * API (see ccavenue-status.ts), so the gateway client parses it with the code it uses for CCAvenue.
 */
export async function answerStatusQuery(db: Database, keys: SimulatorKeys, form: StatusQueryForm): Promise<string> {
  if (form.access_code !== keys.accessCode) return refused("Invalid access code");
  if (form.command !== "orderStatusTracker") return refused(`Unknown command ${form.command}`);
  let query: { order_no?: unknown };
  try {
    query = JSON.parse(ccavenueDecrypt(form.enc_request, keys.workingKey)) as { order_no?: unknown };
  } catch (error) {
    if (error instanceof CcavenueCipherError || error instanceof SyntaxError) return refused("Invalid encrypted request");
    throw error;
  }
  const transaction = typeof query.order_no === "string" ? await findSimulatedTransaction(db, query.order_no) : null;
  const answer = transaction
    ? {
        status: 0,
        order_no: transaction.orderNumber,
        reference_no: Number(transaction.trackingId),
        order_status: transaction.status,
        order_amt: Number(transaction.amount),
        order_currncy: transaction.currency,
        order_date_time: transaction.createdAt.toISOString(),
        order_status_date_time: (transaction.decidedAt ?? transaction.createdAt).toISOString(),
        error_desc: "",
        error_code: "",
      }
    : { status: 1, error_desc: "No records found", error_code: "" };
  return encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answer), keys.workingKey) });
}
