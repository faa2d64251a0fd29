import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { gatewayAmountToMinor } from "@investar/core";
import { schema, type Database } from "@investar/db";
import { CcavenueCipherError, ccavenueDecrypt, ccavenueEncrypt, encodeFields } from "../ccavenue-cipher.ts";
import type { SimulatorKeys } from "./simulator-keys.ts";

const mandates = schema.paymentSimulatorMandates;
const book = schema.paymentSimulatorTransactions;

export type SimulatedMandate = typeof mandates.$inferSelect;

/** The card every simulated mandate is on: the gateway's usual test Visa. */
export const SIMULATED_CARD = { network: "VISA", number: "XXXXXXXXXXXX1111", expiry: "12/30" } as const;

const twelveDigits = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/** The tester's choice on the simulator's payment page for the mandate it asks for: how its later debits answer, or a card that refuses it. */
export const SIMULATED_MANDATE_CHOICES = [...schema.SIMULATED_DEBIT_ANSWERS, "refuse"] as const;
export type SimulatedMandateChoice = (typeof SIMULATED_MANDATE_CHOICES)[number];

/** The si_status of a card that will not take a standing instruction (as issuers outside India often answer for USD cards). */
export const SIMULATED_REFUSAL = "Card not eligible for standing instructions";

/**
 * Registers the mandate a successful first payment asked for (its si_* request fields), once per
 * merchant reference, and answers the si_* response fields CCAvenue returns with the payment. The
 * tester's choice sets how its later debits answer, or makes the card refuse it (si_created N).
 */
export async function registerSimulatedMandate(
  db: Database,
  request: Record<string, string>,
  orderNumber: string,
  currency: string,
  now: Date,
  choice: SimulatedMandateChoice = "succeed",
): Promise<Record<string, string>> {
  const merchantRef = request.si_mer_ref_no ?? "";
  const limit = gatewayAmountToMinor(request.si_amount ?? "");
  if (request.si_type !== "ONDEMAND" || merchantRef === "" || limit === null || limit <= 0) {
    return { si_created: "N", si_status: "Invalid standing instruction request", si_mer_ref_no: merchantRef };
  }
  if (choice === "refuse") return { si_created: "N", si_status: SIMULATED_REFUSAL, si_mer_ref_no: merchantRef };
  await db
    .insert(mandates)
    .values({
      subRefNo: twelveDigits(),
      refNo: twelveDigits(),
      merchantRef,
      orderNumber,
      currency,
      upperLimit: request.si_amount!,
      frequency: `${request.si_frequency ?? ""} ${request.si_frequency_type ?? ""}`.trim(),
      startDate: request.si_start_date ?? "",
      debitAnswer: choice,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mandates.merchantRef });
  const [mandate] = await db.select().from(mandates).where(eq(mandates.merchantRef, merchantRef));
  return {
    si_created: "Y",
    si_ref_no: mandate!.refNo,
    si_sub_ref_no: mandate!.subRefNo,
    si_mer_ref_no: merchantRef,
    si_status: "ACTI",
    card_name: SIMULATED_CARD.network,
    card_number: SIMULATED_CARD.number,
    card_expiry: SIMULATED_CARD.expiry,
  };
}

export async function findSimulatedMandate(db: Database, merchantRef: string): Promise<SimulatedMandate | null> {
  const [row] = await db.select().from(mandates).where(eq(mandates.merchantRef, merchantRef)).limit(1);
  return row ?? null;
}

/** The tester's choice on the simulator's page: how this mandate's later debits answer. */
export async function chooseSimulatedDebitAnswer(db: Database, subRefNo: string, answer: schema.SimulatedDebitAnswer): Promise<boolean> {
  const updated = await db.update(mandates).set({ debitAnswer: answer }).where(eq(mandates.subRefNo, subRefNo)).returning();
  return updated.length > 0;
}

export interface MandateApiForm {
  enc_request: string;
  access_code: string;
  command: string;
}

/** What the simulator's mandate API sends back: a body, or nothing at all (the tester chose "no answer"). */
export type MandateApiAnswer = { body: string } | { noAnswer: true };

const refused = (reason: string): MandateApiAnswer => ({ body: encodeFields({ status: "1", enc_response: reason }) });

/**
 * chargeSI and cancelSI as ccavenue-mandate.ts speaks them. A charge is booked as a transaction under its
 * charge reference, once (a repeated charge reference is answered, not charged again), so the status API
 * reports it; its outcome is the one the tester chose for the mandate. "No answer" books it and leaves it
 * undecided, as a gateway that took the debit and went quiet.
 */
export async function answerMandateCall(db: Database, keys: SimulatorKeys, form: MandateApiForm, now: Date): Promise<MandateApiAnswer> {
  if (form.access_code !== keys.accessCode) return refused("Invalid access code");
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(ccavenueDecrypt(form.enc_request, keys.workingKey)) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof CcavenueCipherError || error instanceof SyntaxError) return refused("Invalid encrypted request");
    throw error;
  }
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const [mandate] = await db
    .select()
    .from(mandates)
    .where(eq(mandates.subRefNo, text(payload.si_sub_ref_no)))
    .limit(1);
  const answer = (fields: Record<string, unknown>): MandateApiAnswer => ({
    body: encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(fields), keys.workingKey) }),
  });
  if (!mandate) return answer({ si_charge_status: "1", si_cancel_status: "1", si_error_desc: "No such standing instruction" });

  if (form.command === "cancelSI") {
    await db
      .update(mandates)
      .set({ cancelledAt: now })
      .where(and(eq(mandates.subRefNo, mandate.subRefNo), isNull(mandates.cancelledAt)));
    return answer({ si_cancel_status: "0", si_error_desc: "" });
  }
  if (form.command !== "chargeSI") return refused(`Unknown command ${form.command}`);

  const chargeRef = text(payload.si_mer_charge_ref_no);
  const amount = gatewayAmountToMinor(text(payload.si_amount));
  const limit = gatewayAmountToMinor(mandate.upperLimit)!;
  if (mandate.cancelledAt) return answer({ si_charge_status: "1", si_error_desc: "Standing instruction is cancelled" });
  if (chargeRef === "" || amount === null || amount <= 0) return answer({ si_charge_status: "1", si_error_desc: "Invalid charge request" });
  if (amount > limit) return answer({ si_charge_status: "1", si_error_desc: "Amount exceeds the standing instruction amount" });
  if (text(payload.si_currency) !== mandate.currency) return answer({ si_charge_status: "1", si_error_desc: "Currency mismatch" });

  const decided = { succeed: "Successful", fail: "Unsuccessful", "no-answer": "Initiated" } as const;
  await db
    .insert(book)
    .values({
      orderNumber: chargeRef,
      trackingId: twelveDigits(),
      status: decided[mandate.debitAnswer],
      currency: mandate.currency,
      amount: text(payload.si_amount),
      createdAt: now,
      decidedAt: mandate.debitAnswer === "no-answer" ? null : now,
    })
    .onConflictDoNothing({ target: book.orderNumber });
  if (mandate.debitAnswer === "no-answer") return { noAnswer: true };
  return answer({ si_charge_status: "0", si_mer_charge_ref_no: chargeRef, si_error_desc: "" });
}
