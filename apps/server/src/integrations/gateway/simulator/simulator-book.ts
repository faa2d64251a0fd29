import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { schema, type Database } from "@investar/db";
import type { SimulatedCheckout } from "./simulator-request.ts";

export type SimulatedTransaction = typeof schema.paymentSimulatorTransactions.$inferSelect;
export type SimulatedDecision = "Successful" | "Unsuccessful" | "Aborted";

const book = schema.paymentSimulatorTransactions;

/** The gateway's record of an order, opened when its checkout page is first shown ("Initiated"). */
export async function openSimulatedTransaction(db: Database, checkout: SimulatedCheckout, now: Date): Promise<SimulatedTransaction> {
  await db
    .insert(book)
    // Twelve digits, like CCAvenue's tracking ids.
    .values({
      orderNumber: checkout.orderNumber,
      trackingId: String(randomInt(100_000_000_000, 1_000_000_000_000)),
      status: "Initiated",
      currency: checkout.currency,
      amount: checkout.amountText,
      createdAt: now,
    })
    .onConflictDoNothing({ target: book.orderNumber });
  return (await findSimulatedTransaction(db, checkout.orderNumber))!;
}

/**
 * Records the button pressed. The first decision stands: a second click, or the back button and
 * another choice, gets the recorded outcome again, as a real gateway would not pay an order twice.
 */
export async function decideSimulatedTransaction(
  db: Database,
  orderNumber: string,
  decision: SimulatedDecision,
  now: Date,
): Promise<SimulatedTransaction | null> {
  const [decided] = await db
    .update(book)
    .set({ status: decision, decidedAt: now })
    .where(and(eq(book.orderNumber, orderNumber), eq(book.status, "Initiated")))
    .returning();
  return decided ?? findSimulatedTransaction(db, orderNumber);
}

export async function findSimulatedTransaction(db: Database, orderNumber: string): Promise<SimulatedTransaction | null> {
  const [row] = await db.select().from(book).where(eq(book.orderNumber, orderNumber)).limit(1);
  return row ?? null;
}
