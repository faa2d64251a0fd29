import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAtSimulator } from "./support/checkout.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { invoiceOf } from "./support/invoices.ts";
import { mailAttachments } from "./support/mail-attachments.ts";
import { orderNamed } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

// ADR 0039: the receipt carries the order's GST tax invoice as a PDF, drawn when the mail is sent.
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

describe("the receipt mail's invoice", () => {
  it("arrives over SMTP with the order's tax invoice attached, the PDF its download gives", async () => {
    const buyer = await createUser(t, { name: "Meera Iyer" });
    const { orderNumber } = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const order = await orderNamed(t, orderNumber);
    const invoice = await invoiceOf(t, order.id);

    const mail = await smtp.nextMailTo(buyer.email);
    expect(mail.raw).toContain(`order ${orderNumber}`);
    expect(mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ")).toContain(
      `Your GST tax invoice ${invoice.number} is attached as a PDF.`,
    );
    const attachments = mailAttachments(mail.raw);
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${invoice.number.replaceAll("/", "-")}.pdf`, contentType: "application/pdf" },
    ]);
    const attached = attachments[0]!.content;
    expect(attached.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const download = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: buyer.auth });
    expect(download.statusCode).toBe(200);
    const text = pdfText(attached);
    expect(text).toBe(pdfText(download.rawPayload));
    expect(text).toContain("कर बीजक / Tax Invoice");
    expect(text).toContain(invoice.number);
    expect(text).toContain(orderNumber);
    expect(text).toContain("Meera Iyer");
  });

  it("keeps only a reference to the invoice in the outbox, not its bytes", async () => {
    const buyer = await createUser(t);
    const { orderNumber } = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const invoice = await invoiceOf(t, (await orderNamed(t, orderNumber)).id);
    await smtp.nextMailTo(buyer.email);
    const rows = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, buyer.email));
    const receipt = rows.find((row) => row.subject.includes(orderNumber))!;
    expect(receipt.attachments).toEqual([
      {
        filename: `${invoice.number.replaceAll("/", "-")}.pdf`,
        contentType: "application/pdf",
        taxDocument: { kind: "invoice", id: invoice.id },
      },
    ]);
  });
});
