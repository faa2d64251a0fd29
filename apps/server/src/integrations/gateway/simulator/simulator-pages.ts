import type { FastifyReply } from "fastify";
import { cardPaymentOptionLabels, formatMoney, gatewayAmountToMinor, type Currency } from "@investar/core";
import { escapeHtml } from "../../../http/escape-html.ts";
import { SIMULATED_CARD, type SimulatedMandateChoice } from "./simulator-mandates.ts";
import type { SimulatedCheckout } from "./simulator-request.ts";

/**
 * The simulator's pages: plain server-written HTML, no React, so they work without the web build and
 * look like what they are, another site. The only script (the auto-post back to the shop, as gateways
 * do) carries the request's CSP nonce. They only ever exist when payments are simulated, so they always
 * carry the "Test mode" ribbon every page of a test deployment shows (ADR 0012).
 */
function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Payment simulator</title>
<style>
body{font-family:system-ui,Segoe UI,Arial,sans-serif;background:#f3f5f9;color:#14213d;margin:0;padding:24px}
main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #d6dbe6;border-radius:10px;padding:24px 28px}
h1{font-size:1.3rem;margin:0 0 4px}p.note{color:#5b6578;font-size:.9rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#5b6578}dd{margin:0;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:10px}button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #0b3d6e;background:#fff;color:#0b3d6e;cursor:pointer}
button.primary{background:#0b3d6e;color:#fff}fieldset{border:1px solid #d6dbe6;border-radius:8px;margin:0 0 20px;padding:12px 16px}legend{font-weight:600;padding:0 4px}
label{display:block;font-weight:600;margin:0 0 4px}input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #5b6578;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e}p.hint{color:#5b6578;font-size:.875rem;margin:4px 0 0}p.error{color:#b3261e;font-weight:600;margin:6px 0 0}
input:focus-visible{outline:3px solid #f0a500;outline-offset:1px}.ribbon{background:#ffd43b;border-bottom:2px solid #14213d;margin:-24px -24px 0;padding:4px 16px;text-align:center;font-size:.875rem}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
</style></head>
<body><aside class="ribbon" aria-label="Test mode"><strong>Test mode</strong>: payments are simulated and no money is taken.</aside><main>${body}</main>${script}</body></html>`;
}

export interface CheckoutPageInput {
  checkout: SimulatedCheckout;
  encRequest: string;
  accessCode: string;
  completeUrl: string;
  /** A UPI payment sent back for its UPI ID: what was typed and why it was refused. */
  vpa?: string;
  vpaError?: string | null;
}

/**
 * A UPI request asks for the payer's UPI ID, as the gateway's UPI page does before it sends the collect
 * request to their app. Only a success needs one: failing or cancelling skips the check (formnovalidate).
 */
function upiFields(vpa: string, error: string | null): string {
  const describedBy = error ? "vpa-hint vpa-error" : "vpa-hint";
  return `<fieldset><legend>${escapeHtml(cardPaymentOptionLabels.upi)}</legend>
<label for="vpa">Your UPI ID</label>
<input type="text" id="vpa" name="vpa" required autocomplete="off" autocapitalize="none" spellcheck="false" value="${escapeHtml(vpa)}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ""}>
<p class="hint" id="vpa-hint">Like name@bank. Your UPI app would now ask you to approve the payment.</p>
${error ? `<p class="error" id="vpa-error" role="alert">${escapeHtml(error)}</p>` : ""}</fieldset>`;
}

const mandateChoices: Record<SimulatedMandateChoice, string> = {
  succeed: "Register it; its later debits succeed",
  fail: "Register it; its later debits fail",
  "no-answer": "Register it; its later debits get no answer",
  refuse: "The card refuses the mandate (the payment still succeeds)",
};

/**
 * A payment that asks to register a card mandate (its si_* fields): what the mandate allows, and the
 * tester's choice of how its later debits will answer (docs/architecture.md#payment-simulator).
 */
function mandateFields(fields: Record<string, string>, currency: Currency): string {
  const limit = gatewayAmountToMinor(fields.si_amount ?? "");
  const months = fields.si_frequency ?? "?";
  const facts = `<dl data-field="mandate"><dt>Mandate</dt><dd data-field="mandate-ref">${escapeHtml(fields.si_mer_ref_no ?? "")}</dd>
<dt>Up to</dt><dd data-field="mandate-limit">${limit === null ? escapeHtml(fields.si_amount ?? "") : escapeHtml(formatMoney(limit, currency))} per debit</dd>
<dt>Every</dt><dd>${escapeHtml(months)} ${escapeHtml((fields.si_frequency_type ?? "").toLowerCase())}(s), from ${escapeHtml(fields.si_start_date ?? "")}</dd>
<dt>Card</dt><dd>${escapeHtml(SIMULATED_CARD.network)} ending ${SIMULATED_CARD.number.slice(-4)}</dd></dl>`;
  const options = (Object.keys(mandateChoices) as SimulatedMandateChoice[])
    .map(
      (choice) =>
        `<label><input type="radio" name="mandate" value="${choice}"${choice === "succeed" ? " checked" : ""}> ${escapeHtml(mandateChoices[choice])}</label>`,
    )
    .join("\n");
  return `<fieldset><legend>Register a card mandate (standing instruction)</legend>
<p class="hint">The shop asked to register a mandate with this payment, for its later renewals.</p>
${facts}${options}</fieldset>`;
}

/** Shows the order and amount, with the three buttons docs/architecture.md#payment-simulator names (and the UPI ID for UPI). */
export function checkoutPage({ checkout, encRequest, accessCode, completeUrl, vpa = "", vpaError = null }: CheckoutPageInput): string {
  const upi = checkout.paymentOption === "upi";
  return page(
    `Pay ${checkout.orderNumber}`,
    `<h1>Payment simulator</h1>
<p class="note">This page stands in for the card gateway. No card is charged and no money moves.</p>
<dl><dt>Order</dt><dd data-field="order">${escapeHtml(checkout.orderNumber)}</dd>
<dt>Amount</dt><dd data-field="amount">${escapeHtml(formatMoney(checkout.amount, checkout.currency))}</dd>
<dt>Currency</dt><dd data-field="currency">${escapeHtml(checkout.currency)}</dd>
<dt>Pay with</dt><dd data-field="payment-option">${escapeHtml(cardPaymentOptionLabels[checkout.paymentOption])}</dd></dl>
<form method="post" action="${escapeHtml(completeUrl)}">
<input type="hidden" name="encRequest" value="${escapeHtml(encRequest)}">
<input type="hidden" name="access_code" value="${escapeHtml(accessCode)}">
${upi ? upiFields(vpa, vpaError) : ""}${checkout.standingInstruction ? mandateFields(checkout.standingInstruction, checkout.currency) : ""}<div class="actions">
<button class="primary" type="submit" name="outcome" value="Success">Simulate success</button>
<button type="submit" name="outcome" value="Failure" formnovalidate>Simulate failure</button>
<button type="submit" name="outcome" value="Aborted" formnovalidate>Cancel</button>
</div></form>`,
  );
}

export interface ReturnPageInput {
  action: string;
  encResp: string;
  orderNumber: string;
  headline: string;
  nonce: string;
}

/** Posts the encrypted response back to the shop at once, with a button for browsers without scripts. */
export function returnPage({ action, encResp, orderNumber, headline, nonce }: ReturnPageInput): string {
  return page(
    headline,
    `<h1>${escapeHtml(headline)}</h1>
<p class="note">Order ${escapeHtml(orderNumber)}. Taking you back to Investar…</p>
<form id="return-to-merchant" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="encResp" value="${escapeHtml(encResp)}">
<input type="hidden" name="orderNo" value="${escapeHtml(orderNumber)}">
<div class="actions"><button class="primary" type="submit">Return to Investar</button></div></form>`,
    `<script nonce="${escapeHtml(nonce)}">document.getElementById("return-to-merchant").submit();</script>`,
  );
}

export function errorPage(message: string): string {
  return page("Payment not possible", `<h1>Payment not possible</h1><p role="alert">${escapeHtml(message)}</p>`);
}

/** Gateway pages are never cached: each shows one order's state at one moment. */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  reply.pageNonce(); // an HTML document: the page policy, not the API's
  return reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
