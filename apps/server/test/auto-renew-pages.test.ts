import { describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { giveMandate } from "./support/mandates.ts";
import { giveSubscription } from "./support/pricing.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

// docs/business-rules.md#auto-renew-opt-in on the pages as the server renders them.
const t = suiteApp({ web: true });
const customer = suiteUser(t);
const subscriber = suiteUser(t);

const cookie = (user = customer) => ({ cookie: `investar_session=${user.token}` });
/** The app listening, for the page-weight measures that fetch a page's scripts as a browser would (once per suite). */
let url: string | undefined;
const listening = async () => (url ??= await t.app.listen({ port: 0, host: "127.0.0.1" }));

describe("auto-renew on the customer's pages", () => {
  it("CustomizeSubscription stays within the page weight budget (100 KiB of gzipped script): Renew automatically loads with the pay step", async () => {
    const weight = await pageWeight(
      await listening(),
      "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR",
      cookie(),
    );
    expect(weight.status).toBe(200);
    expect(weight.js).toBeLessThanOrEqual(100 * 1024);
  });

  it("My Subscription stays within the page weight budget (100 KiB of gzipped script) for a subscriber with auto-renew on", async () => {
    await giveSubscription(t, subscriber.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2099-03-20" });
    await giveMandate(t, subscriber.userId, { upperLimit: 4_500_00 });
    const weight = await pageWeight(await listening(), "/my-investar/manage-subscription", cookie(subscriber));
    expect(weight.status).toBe(200);
    expect(weight.js).toBeLessThanOrEqual(100 * 1024);
  });

  it("My Subscription shows the mandate: card, next charge, how often, the limit, and Cancel auto-renew", async () => {
    await giveSubscription(t, customer.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2099-03-20" });
    await giveMandate(t, customer.userId, { upperLimit: 4_500_00 });
    const page = await t.app.inject({ method: "GET", url: "/my-investar/manage-subscription", headers: cookie() });
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<!-- -->/g, "");
    expect(text).toContain("Auto-renew is on");
    expect(text).toContain("VISA card ending 1111");
    expect(text).toContain("(expires 12/2030)");
    expect(text).toContain("Every 3 months");
    expect(text).toContain("₹4,500");
    expect(text).toContain("Cancel auto-renew");
  });
});
