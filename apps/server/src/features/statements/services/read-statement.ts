import { and, eq, gte, lt } from "drizzle-orm";
import { assembleStatement, checkStatementYear, type Statement, type SupplierDetails } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { businessProfileInEffect, supplierDetails } from "../../business/index.ts";

export interface CustomerStatement {
  statement: Statement;
  customer: { userId: number; name: string; email: string };
  /** Who issued the documents, as the business profile says today; null when no profile is in effect. */
  supplier: SupplierDetails | null;
  /** When it was drawn up. */
  at: Date;
  /** Drawn up by a test deployment running the payment simulator (ADR 0012): it says so. */
  test: boolean;
}

/**
 * A customer's statement for a financial year (docs/business-rules.md#customer-statement): their tax
 * invoices, credit notes, refunds and wallet movements of the year, read in one snapshot and added up by
 * core. A year with nothing in it is an empty statement; a malformed, future or pre-GST year is a 400.
 */
export async function readStatement(deps: AppDeps, userId: number, financialYear: string): Promise<CustomerStatement> {
  const at = deps.now();
  const year = checkStatementYear(financialYear, at);
  if (!year.ok) throw badRequest(year.message, { financialYear: [year.message] });
  const { from, until } = year;
  return deps.db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({ name: schema.users.fullName, email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, userId));
      if (!user) throw notFound("No such user.");
      const i = schema.invoices;
      const c = schema.creditNotes;
      const o = schema.orders;
      const r = schema.orderRefunds;
      const w = schema.walletLedger;
      const taxed = (t: typeof i | typeof c) => ({
        number: t.number,
        issuedAt: t.issuedAt,
        currency: t.currency,
        supplyType: t.supplyType,
        taxable: t.taxableValue,
        cgst: t.cgst,
        sgst: t.sgst,
        igst: t.igst,
        total: t.total,
      });
      const [invoices, creditNotes, refunds, walletMovements] = await Promise.all([
        tx
          .select({ ...taxed(i), orderNumber: o.orderNumber })
          .from(i)
          .innerJoin(o, eq(o.id, i.orderId))
          .where(and(eq(i.userId, userId), gte(i.issuedAt, from), lt(i.issuedAt, until))),
        tx
          .select({ ...taxed(c), orderNumber: o.orderNumber, invoiceNumber: i.number, reason: c.reason })
          .from(c)
          .innerJoin(i, eq(i.id, c.invoiceId))
          .innerJoin(o, eq(o.id, c.orderId))
          .where(and(eq(c.userId, userId), gte(c.issuedAt, from), lt(c.issuedAt, until))),
        tx
          .select({
            orderNumber: o.orderNumber,
            at: r.createdAt,
            currency: r.currency,
            amount: r.amount,
            destination: r.destination,
            status: r.status,
            reason: r.reason,
          })
          .from(r)
          .innerJoin(o, eq(o.id, r.orderId))
          .where(and(eq(o.userId, userId), gte(r.createdAt, from), lt(r.createdAt, until))),
        tx
          .select({ at: w.createdAt, currency: w.currency, kind: w.kind, amount: w.amount, reason: w.reason })
          .from(w)
          .where(and(eq(w.userId, userId), gte(w.createdAt, from), lt(w.createdAt, until))),
      ]);
      const business = await businessProfileInEffect(deps, tx);
      return {
        statement: assembleStatement(year, { invoices, creditNotes, refunds, walletMovements }),
        customer: { userId, ...user },
        supplier: business ? supplierDetails(business, deps.config) : null,
        at,
        test: deps.config.testMode,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
