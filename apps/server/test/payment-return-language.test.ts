import { describe, expect, it } from "vitest";
import { addDays, indiaToday, webinarPaymentRequestFor } from "@investar/core";
import { encrypted, paymentRequest } from "./support/checkout.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";
import type { TestUser } from "./support/sessions.ts";
import { addWebinar } from "./support/webinars.ts";

const clock = new Date();
const t = suiteApp({ now: () => clock });
const buyer = suiteUser(t);

/**
 * 'Pay' on a page: POST payment/EncryptForCCAvenue as the page's script sends it, its Referer the page's address
 * (the site's Referrer-Policy keeps the path on same-origin requests), then the simulator and the return the browser posts
 * from the gateway's site — without our cookies, as a cross-site post carries none of our SameSite=Lax ones.
 */
async function payFrom(page: string | null, user: TestUser, request: unknown, button = "Simulate success", cookie?: string) {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/payment/EncryptForCCAvenue",
    headers: {
      "content-type": "application/json",
      host: "localhost:3000",
      ...(page ? { referer: `http://localhost:3000${page}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...user.auth,
    },
    payload: JSON.stringify(await encrypted(t, request)),
  });
  expect(started.statusCode, started.body).toBe(200);
  const returnForm = await payAtSimulator(t, started.json(), button);
  const back = await submit(t, returnForm);
  expect(back.statusCode).toBe(303);
  return { orderNumber: returnForm.fields.orderNo!, location: String(back.headers.location) };
}

const standard = () => paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" });

describe("the return from the card gateway keeps the paying page's language (docs/adr/0059-hindi-with-lingui.md#choosing-a-language)", () => {
  it("a payment started on a Hindi page comes back to the Hindi outcome page, paid, failed or cancelled", async () => {
    for (const button of ["Simulate success", "Simulate failure", "Cancel"]) {
      const { orderNumber, location } = await payFrom("/hi/Pricing/CustomizeSubscription?product=Standard", buyer, standard(), button);
      expect(location).toBe(`/hi/Pricing/CustomizeSubscription?payment=${orderNumber}`);
    }
  });

  it("a payment started on an English page comes back to the English address", async () => {
    const plain = await payFrom("/Pricing/CustomizeSubscription", buyer, standard());
    expect(plain.location).toBe(`/Pricing/CustomizeSubscription?payment=${plain.orderNumber}`);
    expect((await orderNamed(t, plain.orderNumber)).status).toBe("paid");
  });

  it("with no page to go by (no Referer), the language the visitor chose decides: Hindi by the cookie, else English", async () => {
    const chosen = await payFrom(null, buyer, standard(), "Simulate success", "investar_lang=hi");
    expect(chosen.location).toBe(`/hi/Pricing/CustomizeSubscription?payment=${chosen.orderNumber}`);
    const none = await payFrom(null, buyer, standard());
    expect(none.location).toBe(`/Pricing/CustomizeSubscription?payment=${none.orderNumber}`);
  });

  it("a webinar seat bought on its Hindi page comes back to the Hindi buy page, its English twin to the English one", async () => {
    const webinarId = await addWebinar(t, clock, 48, {
      isPaidWebinar: true,
      inrAmount: 1000_00,
      usdAmount: 20_00,
      discountEndDate: addDays(indiaToday(clock), 7),
    });
    const seat = () =>
      webinarPaymentRequestFor({ webinarId, couponCode: null, currency: "INR", userId: buyer.userId, gateway: "CCAvenue" });
    const hindi = await payFrom(`/hi/education/buy-webinar?webinarId=${webinarId}`, buyer, seat(), "Cancel");
    expect(hindi.location).toBe(`/hi/education/buy-webinar?webinarId=${webinarId}&payment=${hindi.orderNumber}`);
    const english = await payFrom(`/education/buy-webinar?webinarId=${webinarId}`, buyer, seat());
    expect(english.location).toBe(`/education/buy-webinar?webinarId=${webinarId}&payment=${english.orderNumber}`);
  });
});
