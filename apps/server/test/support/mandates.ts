import { and, eq } from "drizzle-orm";
import { schema, type Database } from "@investar/db";
import { readRegisteredMandate, standingInstructionFields } from "../../src/integrations/gateway/ccavenue-mandate.ts";
import { registerSimulatedMandate } from "../../src/integrations/gateway/simulator/simulator-mandates.ts";
import type { TestApp } from "./test-app.ts";

export interface MandateFixture {
  kind?: "tool" | "mobile";
  currency?: "INR" | "USD";
  upperLimit?: number;
  frequency?: "Month" | "Quarter" | "Annual";
}

/**
 * A mandate as a first payment through the simulator leaves it: registered in the simulator's books from
 * the request's si_* fields, and ours from the response's, as the checkout's return records it.
 */
export async function giveMandate(t: TestApp, userId: number, fixture: MandateFixture = {}): Promise<schema.CardMandate> {
  return giveMandateIn(t.db, t.app.deps.now(), userId, fixture);
}

/** The same on a database opened by the test itself (a server process's data directory, while it is stopped). */
export async function giveMandateIn(db: Database, now: Date, userId: number, fixture: MandateFixture = {}): Promise<schema.CardMandate> {
  const merchantRef = `MR-${userId}-${Math.random().toString(36).slice(2, 10)}`;
  const request = standingInstructionFields({
    merchantRef,
    upperLimit: fixture.upperLimit ?? 20_000_00,
    startDate: "2026-03-21",
    frequency: fixture.frequency ?? "Quarter",
  });
  const currency = fixture.currency ?? "INR";
  const registered = readRegisteredMandate(await registerSimulatedMandate(db, request, `ORDER-${merchantRef}`, currency, now));
  if (!registered.created) throw new Error(`The simulator refused the mandate: ${registered.reason}`);
  const [mandate] = await db
    .insert(schema.cardMandates)
    .values({
      userId,
      kind: fixture.kind ?? "tool",
      currency,
      upperLimit: fixture.upperLimit ?? 20_000_00,
      frequency: fixture.frequency ?? "Quarter",
      merchantRef,
      gatewayRef: registered.refNo,
      gatewaySubRef: registered.subRefNo,
      cardNetwork: registered.cardNetwork,
      cardLast4: registered.cardLast4,
      cardExpiry: registered.cardExpiry,
      orderNumber: `ORDER-${merchantRef}`,
      createdAt: now,
    })
    .returning();
  return mandate!;
}

export async function debitsOf(t: TestApp, mandateId: number) {
  const d = schema.mandateDebits;
  return t.db.select().from(d).where(eq(d.mandateId, mandateId)).orderBy(d.expiryDate, d.attempt);
}

export async function ordersOf(t: TestApp, userId: number, status?: schema.Order["status"]) {
  const o = schema.orders;
  return t.db
    .select()
    .from(o)
    .where(status ? and(eq(o.userId, userId), eq(o.status, status)) : eq(o.userId, userId));
}
