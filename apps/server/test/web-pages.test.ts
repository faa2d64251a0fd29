import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";

const t = suiteApp({ web: true });

describe("server-side rendered pages", () => {
  it("renders the home page with its title, description and canonical link", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toMatch(/<title>[^<]*Investar[^<]*<\/title>/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]*up to 83%[^"]*"/);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(res.body).toContain('property="og:title"');
  });

  it("shows no test-mode ribbon on a local site (ADR 0012)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain('id="main"');
    expect(res.body).not.toContain("test-mode-ribbon");
  });

  it("puts the response's CSP nonce, fresh for every page, on every inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/https?:\/\//);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    // Pages that are not shared get a new nonce every time.
    const login = await t.app.inject({ method: "GET", url: "/user/login" });
    const loginAgain = await t.app.inject({ method: "GET", url: "/user/login" });
    expect(loginAgain.headers["content-security-policy"]).not.toBe(login.headers["content-security-policy"]);
    const inlineScripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("compresses pages for clients that accept gzip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toContain("<!DOCTYPE html>");
  });

  it("sends a page rendered for this request whole, in the bytes React wrote, plain or in brotli", async () => {
    // /hi/Pricing is never kept (it depends on the visitor's currency): rendered afresh, with Devanagari across React's 4 KB chunks.
    const plain = await t.app.inject({ method: "GET", url: "/hi/Pricing" });
    const brotli = await t.app.inject({ method: "GET", url: "/hi/Pricing", headers: { "accept-encoding": "br" } });
    expect(plain.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    const decoded = brotliDecompressSync(brotli.rawPayload).toString();
    expect(decoded).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(decoded).toContain("प्लान और कीमतें");
    expect(decoded.length).toBe(plain.body.length);
    expect(plain.body).not.toContain("\uFFFD");
  });

  it("serves /home and /Home as the home page", async () => {
    for (const url of ["/home", "/Home"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("up to 83%");
    }
  });

  it("answers an unknown path with status 404 and the not-found text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/this/page/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("404");
    expect(res.body).toContain("The page you are looking for can not be found!");
    expect(res.body).toMatch(/<a[^>]+href="\/"[^>]*>Home page<\/a>/);
  });

  it("answers /not-found itself with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/not-found" });
    expect(res.statusCode).toBe(404);
  });

  it("answers unknown tour and edition slugs with 404", async () => {
    for (const url of ["/tour/flying-cars", "/investar/platinum", "/investar/seo/nothing-here"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("guarded routes", () => {
  it("send a visitor without a session to login with a returnUrl and the login warning", async () => {
    const res = await t.app.inject({ method: "GET", url: "/my-investar/my-profile?tab=contact" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent("/my-investar/my-profile?tab=contact")}`);
    expect(String(res.headers["set-cookie"])).toContain("flash_notice=login-required");
  });

  it("guard every account, checkout, education-account and admin route", async () => {
    const guarded = [
      "/my-investar/my-profile",
      "/my-investar/change-password",
      "/my-investar/manage-subscription",
      "/my-investar/my-wallet",
      "/my-investar/my-referral",
      "/education/my-webinars",
      "/admin",
      "/admin/activate-manual-payment",
      "/admin/users",
      "/admin/users/100001",
      "/admin/audit",
      "/admin/releases",
      "/admin/site",
      "/admin/newsletters",
    ];
    for (const url of guarded) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toMatch(/^\/user\/login\?returnUrl=/);
    }
  });
});

describe("flash notices on pages served without React", () => {
  it("renders the guard's warning in the page itself", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "flash_notice=not-allowed" } });
    expect(res.body).toMatch(/<div class="static-toast" role="status" data-flash-toast="">You are not allowed to visit this page.<\/div>/);
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(plain.body).not.toContain('class="static-toast"');
  });
});

describe("navigation by role", () => {
  it("shows the 'Activate Manual Payments' link only to a role in ADMIN_ROLES (compared without case)", async () => {
    const investor = await createUser(t);
    const admin = await createUser(t, { role: "spadmin" });
    const asInvestor = await t.app.inject({
      method: "GET",
      url: "/investar/download",
      headers: { cookie: `investar_session=${investor.token}` },
    });
    const asAdmin = await t.app.inject({
      method: "GET",
      url: "/investar/download",
      headers: { cookie: `investar_session=${admin.token}` },
    });
    const anonymous = await t.app.inject({ method: "GET", url: "/investar/download" });
    expect(asInvestor.body).toContain("My Profile");
    expect(asInvestor.body).not.toContain("Activate Manual Payments");
    expect(asAdmin.body).toContain('href="/admin/activate-manual-payment"');
    expect(anonymous.body).not.toContain("My Profile");
    expect(anonymous.body).toContain(">Login<");
    expect(asInvestor.body).not.toContain(">Login<");
    expect(asInvestor.body).toContain("Log Out");
  });

  it("shows GET FREE TRIAL to visitors only (not on tour pages); a logged-in customer gets a Download link in its place", async () => {
    const investor = await createUser(t);
    const trialLink = (body: string) => /<a[^>]+href="([^"]+)"[^>]*>GET FREE TRIAL<\/a>/.exec(body)?.[1];
    const downloadLink = (body: string) =>
      /<a[^>]+href="([^"]+)"[^>]*class="button button--accent"[^>]*>Download<\/a>|<a[^>]+class="button button--accent"[^>]+href="([^"]+)"[^>]*>Download<\/a>/.exec(
        body,
      );
    const visitor = (await t.app.inject({ method: "GET", url: "/support" })).body;
    const customer = (await t.app.inject({ method: "GET", url: "/support", headers: { cookie: `investar_session=${investor.token}` } }))
      .body;
    expect(trialLink(visitor)).toBe("/user/sign-up");
    expect(downloadLink(visitor)).toBeNull();
    expect(trialLink(customer)).toBeUndefined();
    const download = downloadLink(customer);
    expect(download?.[1] ?? download?.[2]).toBe("/investar/download");
    expect((await t.app.inject({ method: "GET", url: "/tour/alerts" })).body).not.toContain("GET FREE TRIAL</a>");
  });
});

describe("SEO files", () => {
  it("lists every public page in sitemap.xml and no private ones", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://localhost:3000/",
        "http://localhost:3000/tour/auto-trendlines",
        "http://localhost:3000/investar/pro",
        "http://localhost:3000/investar/privacy-policy",
        "http://localhost:3000/lpage/2",
      ]),
    );
    expect(locs.some((loc) => /my-investar|admin|CustomizeSubscription/.test(loc ?? ""))).toBe(false);
    for (const loc of locs) {
      const page = await t.app.inject({ method: "GET", url: new URL(loc!).pathname });
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /my-investar/");
  });
});

describe("static assets", () => {
  it("caches hashed assets immutably for a year", async () => {
    // A hydrating page: the login page ships no script file any more (ADR 0058).
    const page = await t.app.inject({ method: "GET", url: "/Pricing" });
    const asset = /(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(asset).toBeTruthy();
    const res = await t.app.inject({ method: "GET", url: asset! });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends a script and a stylesheet compressed once at build time, in brotli or gzip as the browser accepts, whole and with their length", async () => {
    const page = await t.app.inject({ method: "GET", url: "/Pricing" });
    const assets = [/(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1], /(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1]];
    for (const asset of assets) {
      expect(asset).toBeTruthy();
      const plain = await t.app.inject({ method: "GET", url: asset! });
      const brotli = await t.app.inject({ method: "GET", url: asset!, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      const gzip = await t.app.inject({ method: "GET", url: asset!, headers: { "accept-encoding": "gzip" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      // A file sent as it is stored says its length (compression per request streams it without one).
      expect(Number(brotli.headers["content-length"])).toBe(brotli.rawPayload.length);
      expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
      for (const res of [plain, brotli, gzip]) {
        expect(res.headers["vary"]).toContain("accept-encoding");
        expect(res.headers["content-type"]).toMatch(asset!.endsWith(".js") ? /javascript/ : /text\/css/);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      }
    }
    // An image has no compressed twin: it is sent as it is, whatever the browser accepts.
    const image = await t.app.inject({ method: "GET", url: "/og-image.png", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("asks for a hydrating page's stylesheets first and its scripts at low priority, so the first paint waits for CSS only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/Pricing" });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)];
    const firstPreload = head.indexOf('rel="modulepreload"');
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(firstPreload).toBeGreaterThan(0);
    for (const sheet of stylesheets) expect(sheet.index).toBeLessThan(firstPreload);
    // The scripts come after what the first paint needs: at low priority, so the CSS is not kept waiting.
    const scripts = [...res.body.matchAll(/<(?:link rel="modulepreload"|script type="module" src=)[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchPriority="low"');
  });

  it("serves the home page without the React runtime, its behaviour in one inline script with the nonce", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).not.toMatch(/<script[^>]+src=/);
    expect(res.body).not.toContain("modulepreload");
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('data-autoplay-ms="10000"');
  });

  it.each(["/support", "/investar/broker-partner", "/investar/broker-partner?welcome=client"])(
    "serves %s, forms and all, without the React runtime: its script is inline, with the nonce",
    async (url) => {
      const headers = url.includes("welcome") ? { cookie: `investar_session=${(await createUser(t)).token}` } : {};
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/<script[^>]+src=/);
      expect(res.body).not.toContain("modulepreload");
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      // The browser-error reporter's tag also names the build (docs/deploy.md#browser-errors).
      const inline = (tag: string) => tag.replace(/ data-release="[0-9a-f]+"/, "") === `<script nonce="${nonce}">`;
      expect(res.body.match(/<script[^>]*>/g)?.every(inline)).toBe(true);
      // The forms are real markup the inline script sends: their API calls are in the page itself.
      expect(res.body).toContain(url === "/support" ? "user/SendReportProblem" : "user/SendBrokerRequest");
      if (url.includes("welcome")) expect(res.body).toContain('aria-label="Tell us how you trade"');
    },
  );
});

describe("the page cache for visitors without a session", () => {
  it("serves a public page again with the same body and a CSP that still matches its scripts", async () => {
    const first = await t.app.inject({ method: "GET", url: "/tour/alerts" });
    const second = await t.app.inject({ method: "GET", url: "/tour/alerts" });
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(second.body).toBe(first.body);
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers["content-security-policy"]))?.[1];
    expect(second.body).toContain(`nonce="${nonce}"`);
  });

  it("never shares a page rendered for a logged-in user", async () => {
    const user = await createUser(t);
    const mine = await t.app.inject({ method: "GET", url: "/tour/auto-trendlines", headers: { cookie: `investar_session=${user.token}` } });
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body).toContain("Log Out");
    const anonymous = await t.app.inject({ method: "GET", url: "/tour/auto-trendlines" });
    expect(anonymous.body).not.toContain("Log Out");
  });
});
