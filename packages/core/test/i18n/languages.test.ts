import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  hasHindiTwin,
  isCustomerPage,
  pageLanguageOf,
  languageOfPath,
  languageRedirect,
  localizedHref,
  pathWithoutLanguage,
  preferredLanguage,
  speaksChosenLanguage,
  twinPath,
} from "../../src/i18n/languages.ts";
import { formatCountIn, formatDayIn, formatMoneyIn } from "../../src/i18n/format.ts";

describe("language addresses", () => {
  it("reads the language from the address and finds the twin", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/Pricing")).toBe("hi");
    expect(languageOfPath("/history")).toBe("en");
    expect(pathWithoutLanguage("/hi/Pricing/CustomizeSubscription")).toBe("/Pricing/CustomizeSubscription");
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(twinPath("/Pricing", "hi")).toBe("/hi/Pricing");
    expect(twinPath("/", "hi")).toBe("/hi");
    expect(twinPath("/hi/Pricing", "en")).toBe("/Pricing");
    expect(twinPath("/hi", "en")).toBe("/");
  });

  it("gives the staff, landing and feed pages no twin: their switch leads home", () => {
    for (const path of ["/admin/users", "/api/auth/login", "/sitemap.xml", "/lpage/1", "/favicon.svg"]) {
      expect(hasHindiTwin(path), path).toBe(false);
      expect(twinPath(path, "hi")).toBe("/hi");
    }
    expect(hasHindiTwin("/my-investar/my-wallet")).toBe(false);
    expect(hasHindiTwin("/my-investar/password-recovery")).toBe(true);
    expect(hasHindiTwin("/application-form")).toBe(true);
    expect(localizedHref("/Pricing/CustomizeSubscription?product=Pro#top", "hi")).toBe("/hi/Pricing/CustomizeSubscription?product=Pro#top");
    expect(localizedHref("/my-investar/my-wallet", "hi")).toBe("/my-investar/my-wallet");
    expect(localizedHref("https://www.maxmind.com", "hi")).toBe("https://www.maxmind.com");
    expect(localizedHref("/Pricing", "en")).toBe("/Pricing");
  });

  it("twins go back and forth to the same page", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), { maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        fc.pre(languageOfPath(path) === "en" && hasHindiTwin(path));
        expect(twinPath(twinPath(path, "hi"), "en")).toBe(path);
      }),
    );
  });
});

describe("the customer's own pages", () => {
  const customerPages = [
    "/my-investar/my-wallet",
    "/my-investar/manage-subscription",
    "/my-investar/support/12",
    "/education/my-webinars",
    "/MobileTrial",
  ];

  it("have one address in both languages: the switch stays on the page", () => {
    for (const path of customerPages) {
      expect(isCustomerPage(path), path).toBe(true);
      expect(twinPath(path, "hi"), path).toBe(path);
      expect(twinPath(path, "en"), path).toBe(path);
    }
    for (const path of ["/my-investar/password-recovery", "/education/webinars", "/admin/users", "/Pricing", "/"]) {
      expect(isCustomerPage(path), path).toBe(false);
    }
  });

  it("speak the customer's language, else the visitor's chosen one, else English", () => {
    const wallet = "/my-investar/my-wallet";
    expect(pageLanguageOf(wallet, { account: "hi", cookie: "en" })).toBe("hi");
    expect(pageLanguageOf(wallet, { account: "en", cookie: "hi" })).toBe("en");
    expect(pageLanguageOf(wallet, { account: null, cookie: "hi" })).toBe("hi");
    expect(pageLanguageOf(wallet, { account: null, cookie: "fr" })).toBe("en");
    expect(pageLanguageOf(wallet, {})).toBe("en");
  });

  it("include the in-app pricing page: one address, in the chosen language, its switch staying on it", () => {
    expect(hasHindiTwin("/PricingMobile")).toBe(false);
    expect(speaksChosenLanguage("/PricingMobile")).toBe(true);
    expect(speaksChosenLanguage("/pricingmobile/")).toBe(true);
    expect(speaksChosenLanguage("/Pricing")).toBe(false);
    expect(twinPath("/PricingMobile", "hi")).toBe("/PricingMobile");
    expect(pageLanguageOf("/PricingMobile", { account: null, cookie: "hi" })).toBe("hi");
    expect(pageLanguageOf("/PricingMobile", { account: "en", cookie: "hi" })).toBe("en");
    expect(pageLanguageOf("/PricingMobile", {})).toBe("en");
  });

  it("include the sign-in window Google and Facebook send back to, at its registered address", () => {
    expect(hasHindiTwin("/facebookLogin")).toBe(false);
    expect(speaksChosenLanguage("/facebookLogin")).toBe(true);
    expect(pageLanguageOf("/facebookLogin", { account: null, cookie: "hi" })).toBe("hi");
    expect(pageLanguageOf("/facebookLogin", {})).toBe("en");
  });

  it("leave every other page in its address's language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/Pricing", "/hi/Pricing", "/admin/users", "/lpage/3", "/hi", "/"),
        fc.constantFrom("en", "hi", null),
        (path, chosen) => {
          expect(pageLanguageOf(path, { account: chosen, cookie: chosen })).toBe(languageOfPath(path));
        },
      ),
    );
  });
});

describe("choosing the first language", () => {
  it("takes the browser's first language among ours, by weight then order", () => {
    expect(preferredLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(preferredLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLanguage("mr-IN, hi;q=0.7, en;q=0.5")).toBe("hi");
    expect(preferredLanguage("en;q=0.4, hi;q=0.8")).toBe("hi");
    expect(preferredLanguage("ta-IN, fr")).toBeNull();
    expect(preferredLanguage("hi;q=0")).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it("sends a Hindi visitor to the twin, never one who chose English", () => {
    expect(languageRedirect("/Pricing", "?plan=Annual", undefined, "hi-IN,hi;q=0.9")).toBe("/hi/Pricing?plan=Annual");
    expect(languageRedirect("/", "", "hi", "en-IN")).toBe("/hi");
    expect(languageRedirect("/Pricing", "", "en", "hi-IN")).toBeNull();
    expect(languageRedirect("/Pricing", "", undefined, "en-IN")).toBeNull();
    expect(languageRedirect("/hi/Pricing", "", "hi", "hi")).toBeNull();
    expect(languageRedirect("/my-investar/my-wallet", "", "hi", "hi")).toBeNull();
  });
});

describe("formatting in each language", () => {
  it("writes rupees with Indian grouping in both languages", () => {
    expect(formatMoneyIn("en", 294_100, "INR")).toBe("₹2,941");
    expect(formatMoneyIn("hi", 294_100, "INR")).toBe("₹2,941");
    expect(formatMoneyIn("en", 10_000_000, "INR")).toBe("₹1,00,000");
    expect(formatMoneyIn("hi", 10_000_000, "INR")).toBe("₹1,00,000");
    expect(formatMoneyIn("en", 1_250, "USD")).toBe("$12.50");
    expect(formatMoneyIn("hi", 1_250, "USD")).toBe("$12.50");
    expect(formatCountIn("hi", 1234567)).toBe("12,34,567");
  });

  it("keeps the rupee amount whatever the language: only the words differ", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (rupees) => {
        const digits = (text: string) => text.replace(/[^0-9]/g, "");
        expect(digits(formatMoneyIn("hi", rupees * 100, "INR"))).toBe(String(rupees));
        expect(formatMoneyIn("hi", rupees * 100, "INR")).toBe(formatMoneyIn("en", rupees * 100, "INR"));
      }),
    );
  });

  it("writes dates as each language says them", () => {
    expect(formatDayIn("en", "2025-03-31")).toBe("31 Mar 2025");
    expect(formatDayIn("hi", "2025-03-31")).toBe("31 मार्च 2025");
    expect(formatDayIn("hi", "2026-01-01")).toBe("1 जनवरी 2026");
  });
});
