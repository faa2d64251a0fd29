import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { documentAmount } from "../src/features/invoices/services/tax-document-view.ts";
import { payOrder } from "./support/invoices.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0061-devanagari-in-tax-documents.md: every tax invoice has its headings in Hindi and English, whatever
 * the customer's language, in an embedded Devanagari font that has the rupee sign, and stays small.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function invoicePdf(user: TestUser): Promise<{ pdf: Buffer; total: number }> {
  const { order, invoice } = await payOrder(t, user.userId);
  const res = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return { pdf: res.rawPayload, total: invoice.total };
}

describe(`bilingual tax invoices (${databaseKind})`, () => {
  for (const language of ["hi", "en"] as const) {
    it(`a ${language === "hi" ? "Hindi" : "English"} customer's invoice has Hindi and English headings and rupee amounts`, async () => {
      const user = await createUser(t, { name: "Asha Verma" });
      await t.db.update(schema.users).set({ language }).where(eq(schema.users.id, user.userId));
      const { pdf, total } = await invoicePdf(user);
      // Devanagari is read back in drawn order: a reph or short-i matra moves, so the words checked have neither.
      const text = pdfText(pdf);
      for (const heading of [
        "कर बीजक / Tax Invoice",
        "Bill to",
        "Invoice No.",
        "बीजक संख्या",
        "Place of supply",
        "कर योग्य मूल्य / Taxable value",
        "Description of service",
        "Amount in words",
      ])
        expect(text).toContain(heading);
      expect(text).toContain(`₹${documentAmount(total, "INR")}`);
      expect(text).toMatch(/^Rupees .* Only$/m);
      // The font is embedded as a subset, not whole (each face is about 220 KB).
      expect(pdf.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
      expect(pdf.length).toBeLessThan(150_000);
    });
  }
});
