import { describe, it } from "vitest";
import { expectValidPage } from "./support/html-validator.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

/**
 * The key pages, as the server renders them, are valid HTML with no misused ARIA: html-validate (offline)
 * with its recommended rules, whose ARIA rules (aria-label-misuse, prefer-native-element, …) flag a name on
 * an element that may not have one, as the W3C validator does.
 */
const t = suiteApp({ web: true });

const PAGES: [page: string, url: string, status: number][] = [
  ["home", "/", 200],
  ["pricing", "/Pricing", 200],
  ["a product tour", "/tour/alerts", 200],
  ["login", "/user/login", 200],
  ["sign-up", "/user/sign-up", 200],
  ["webinar list", "/education/technical-analysis-training", 200],
  ["support", "/support", 200],
  ["not found", "/no-such-page", 404],
  ["CustomizeSubscription", "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR", 200],
  // The Hindi twins (docs/adr/0059-hindi-with-lingui.md) pass the same checks.
  ["Hindi home", "/hi", 200],
  ["Hindi pricing", "/hi/Pricing", 200],
  ["Hindi not found", "/hi/no-such-page", 404],
  ["Hindi CustomizeSubscription", "/hi/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR", 200],
];

describe("the key pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url, status) => {
    await expectValidPage(await t.app.inject({ method: "GET", url }), url, status);
  });
});

/** A customer's own pages, with the forms a visitor never sees (contact details, mobile change, billing details). */
const CUSTOMER_PAGES: [page: string, url: string][] = [
  ["My Profile", "/my-investar/my-profile"],
  ["My Subscription", "/my-investar/manage-subscription"],
  ["My Wallet", "/my-investar/my-wallet"],
  ["CustomizeSubscription, signed in", "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR"],
];

describe("a customer's pages' HTML", () => {
  const customer = suiteUser(t);
  it.each(CUSTOMER_PAGES)("%s (%s) has no validation errors", async (_page, url) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${customer.token}` } });
    await expectValidPage(res, url);
  });
});
