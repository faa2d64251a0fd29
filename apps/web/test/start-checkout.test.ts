import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptPaymentRequest, selectionWithDefaults } from "@investar/core";
import { changeSubscription, startCheckout } from "../app/lib/start-checkout.ts";

const selection = selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter", addons: ["Intraday (NSE Cash 5-Min)"] });
const passphrase = "test-passphrase";

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof answer>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

/** Just enough of a DOM to watch the gateway form being built and submitted. */
function fakeDocument() {
  const submitted: Array<{ method: string; action: string; fields: Record<string, string> }> = [];
  const form = {
    method: "",
    action: "",
    inputs: [] as Array<{ name: string; value: string }>,
    append(input: { name: string; value: string }) {
      this.inputs.push(input);
    },
    submit() {
      submitted.push({ method: this.method, action: this.action, fields: Object.fromEntries(this.inputs.map((i) => [i.name, i.value])) });
    },
  };
  vi.stubGlobal("document", {
    createElement: (tag: string) => (tag === "form" ? form : { type: "", name: "", value: "" }),
    body: { append: () => undefined },
  });
  return submitted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Proceed to Pay'", () => {
  it("sends docs/business-rules.md#payment-request's payment request encrypted (docs/business-rules.md#payment-request-encryption), then posts the answered form to the gateway", async () => {
    const submitted = fakeDocument();
    const fetch = answer(200, { action: "/api/payment/simulator/checkout", fields: { encRequest: "ab12", access_code: "SIMULATOR" } });
    expect(await startCheckout({ selection, userId: 100001, passphrase, form: { name: "Asha Rao" } })).toEqual({ kind: "redirecting" });
    expect(fetch).toHaveBeenCalledWith("/api/payment/EncryptForCCAvenue", expect.objectContaining({ method: "POST" }));
    const sealed = sentBody(fetch);
    expect(typeof sealed).toBe("string");
    expect(JSON.parse((await decryptPaymentRequest(passphrase, sealed as string))!)).toEqual({
      form: { name: "Asha Rao" },
      selItems: {
        product: "Standard",
        plan: "Quarter",
        addons: ["Intraday (NSE Cash 5-Min)"],
        licenseType: null,
        noOfLicenses: 1,
        portfolio: 0,
        couponCode: null,
        useWallet: false,
        expiryMode: 1,
        isMobile: false,
        isRecurring: false,
      },
      target: "tool",
      userId: 100001,
      currency: "INR",
      paymentGateway: "CCAvenue",
    });
    expect(submitted).toEqual([
      { method: "post", action: "/api/payment/simulator/checkout", fields: { encRequest: "ab12", access_code: "SIMULATOR" } },
    ]);
  });

  it("shows the server's message for a refusal, a 404 included, and posts nothing", async () => {
    const submitted = fakeDocument();
    answer(400, { code: "LiteWithoutAddon", message: "Lite is free. Add at least one add-on." });
    expect(await startCheckout({ selection, userId: 1, passphrase })).toEqual({
      kind: "failed",
      message: "Lite is free. Add at least one add-on.",
      lasting: false,
    });
    answer(404, { message: "No endpoint POST /api/payment/EncryptForCCAvenue.", code: "NotFound" });
    expect(await startCheckout({ selection, userId: 1, passphrase })).toEqual({
      kind: "failed",
      message: "No endpoint POST /api/payment/EncryptForCCAvenue.",
      lasting: false,
    });
    answer(200, { unexpected: true });
    expect(await startCheckout({ selection, userId: 1, passphrase })).toEqual({ kind: "failed", message: "Server error", lasting: false });
    expect(submitted).toEqual([]);
  });

  it("keeps a refusal that will not pass by itself on the page: too many unfinished payments, or a rate limit", async () => {
    const submitted = fakeDocument();
    const tooMany = "You already have 5 card payments that are not finished.";
    answer(409, { code: "Conflict", message: tooMany });
    expect(await startCheckout({ selection, userId: 1, passphrase })).toEqual({ kind: "failed", message: tooMany, lasting: true });
    answer(429, { code: "RateLimited", message: "Too many checkouts. Please try again in 40 minutes." });
    expect(await startCheckout({ selection, userId: 1, passphrase })).toEqual({
      kind: "failed",
      message: "Too many checkouts. Please try again in 40 minutes.",
      lasting: true,
    });
    expect(submitted).toEqual([]);
  });
});

describe("'Change subscription'", () => {
  it("sends the payment request in clear with paymentGateway ChangeSub", async () => {
    const fetch = answer(200, {
      orderNumber: "INV-2026-ABCDEFGHJK",
      activatedUntil: "2026-06-17",
      message: "Your subscription has been changed. It runs until 17 Jun 2026.",
    });
    expect(await changeSubscription({ selection, userId: 7 })).toEqual({
      kind: "changed",
      orderNumber: "INV-2026-ABCDEFGHJK",
      message: "Your subscription has been changed. It runs until 17 Jun 2026.",
    });
    expect(fetch).toHaveBeenCalledWith("/api/payment/ChangeSubscription", expect.objectContaining({ method: "POST" }));
    expect(sentBody(fetch)).toMatchObject({
      userId: 7,
      target: "tool",
      currency: "INR",
      paymentGateway: "ChangeSub",
      selItems: { product: "Standard" },
    });
  });

  it("says the server's reason when it refuses (the request comes back beside it)", async () => {
    answer(409, {
      code: "ChangeLimitReached",
      message: "You have used the 3 free subscription changes of this period.",
      request: { userId: 7 },
    });
    expect(await changeSubscription({ selection, userId: 7 })).toEqual({
      kind: "failed",
      message: "You have used the 3 free subscription changes of this period.",
      lasting: false,
    });
  });
});
