import { eq } from "drizzle-orm";
import type { CustomerDetails } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { notFound } from "../../../errors.ts";

/**
 * Who an invoice is made out to, as it stands now. Name and address: the payment form's billing details
 * when the customer filled them (SetUserPaymentFormDetails), else their profile. GSTIN and billing state:
 * whichever the customer gave last — the payment form or payment/GetPaymentData — so removing a GSTIN in
 * either place is honoured. A state counts as a billing state only for an address in India. A consumer may give
 * only their state (docs/business-rules.md#billing-rules, ADR 0040): an empty billing name is the account holder's,
 * and the address has only the lines that were given.
 */
export async function customerDetailsFor(db: Executor, userId: number): Promise<CustomerDetails> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) throw notFound("No such user.");
  const [form] = await db.select().from(schema.userPaymentFormDetails).where(eq(schema.userPaymentFormDetails.userId, userId)).limit(1);
  const [tax] = await db.select().from(schema.customerTaxDetails).where(eq(schema.customerTaxDetails.userId, userId)).limit(1);

  const profileCity = user.city === "Other" ? user.otherCity : user.city;
  const address = form
    ? {
        name: form.name || user.fullName,
        street: form.address,
        city: form.city,
        pinCode: form.pinCode,
        state: form.state,
        country: form.country,
      }
    : { name: user.fullName, street: user.address, city: profileCity, pinCode: user.pinCode, state: user.state, country: user.country };
  const indianState = address.country === "India" && address.state ? address.state : null;
  const taxIsLatest = tax && (!form || tax.updatedAt >= form.updatedAt);
  return {
    userId,
    name: address.name,
    email: user.email,
    addressLines: addressLines(address),
    country: address.country || null,
    billingState: taxIsLatest ? (tax.billingState ?? indianState) : indianState,
    gstin: taxIsLatest ? tax.gstin : (form?.gstin ?? null),
  };
}

function addressLines(a: {
  street: string | null;
  city: string | null;
  pinCode: string | null;
  state: string | null;
  country: string | null;
}): string[] {
  const cityLine = [a.city, a.pinCode].filter(Boolean).join(" ");
  const regionLine = [a.state, a.country].filter(Boolean).join(", ");
  return [a.street, cityLine, regionLine].filter((line): line is string => Boolean(line?.trim()));
}
