import { afterAll, beforeAll, it } from "vitest";
import { visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
let t: TestApp; let u: TestUser;
beforeAll(async () => { t = await createTestApp({ web: true }); u = await createUser(t); });
afterAll(() => t.close());
it("scan", async () => {
  for (const [url, who] of [["/hi", null], ["/hi/Pricing", null], ["/hi/user/login", null], ["/hi/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&addons=Intraday+Screener&addons=Intraday+(NSE+Cash+5-Min)&licenseType=NonSimultaneous&noOfLicenses=2", "u"]] as const) {
    const res = await t.app.inject({ method: "GET", url, headers: { ...(who ? { cookie: `investar_session=${u.token}` } : {}) } });
    // strip lang="en" elements (marked English fallbacks)
    const body = res.body.replace(/<(\w+)[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, "");
    const texts = visibleText(body, "<body", "</body>").filter((x) => /[A-Za-z]{3,}/.test(x) && !/[\u0900-\u097F]/.test(x));
    console.log("LATIN", res.statusCode, url, JSON.stringify(texts));
  }
});
