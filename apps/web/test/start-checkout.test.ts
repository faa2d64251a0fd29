import { afterEach, describe, expect, it, vi } from "vitest";
import { selectionWithDefaults } from "@investar/core";
import { CHECKOUT_UNAVAILABLE_MESSAGE, startCheckout } from "../app/lib/start-checkout.ts";

const selection = selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" });

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Proceed to Pay'", () => {
  it("posts the selection to the card gateway's encryption call", async () => {
    const fetch = answer(404, { message: "No endpoint", code: "NotFound" });
    await startCheckout(selection);
    expect(fetch).toHaveBeenCalledWith("/api/payment/EncryptForCCAvenue", expect.objectContaining({ method: "POST" }));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ currency: "INR", product: "Standard", plan: "Quarter", addons: [], noOfLicenses: 1 });
  });

  it("says online payment isn't available while the call answers 404", async () => {
    answer(404, { message: "No endpoint", code: "NotFound" });
    expect(await startCheckout(selection)).toEqual({ kind: "unavailable" });
    expect(CHECKOUT_UNAVAILABLE_MESSAGE).toBe("Online payment is not available yet. Please use manual payment from My Subscription or contact support.");
  });

  it("shows the server's message for any other failure", async () => {
    answer(400, { code: "LiteWithoutAddon", message: "Lite is free. Add at least one add-on." });
    expect(await startCheckout(selection)).toEqual({ kind: "failed", message: "Lite is free. Add at least one add-on." });
  });
});
