import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/** The site's public pages inside its layout: each also has a Hindi twin under /hi (@investar/core/i18n/languages#hasHindiTwin). */
const publicRoutes: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  route("tour/:slug", "routes/tour.tsx"),
  ...prefix("education", [
    route("technical-analysis-training", "routes/education/technical-analysis-training.tsx"),
    route("investar-software-training", "routes/education/investar-software-training.tsx"),
    route("newsletters", "routes/education/newsletters.tsx"),
  ]),
  route("support", "routes/support.tsx"),
  route("stock-market-software", "routes/stock-market-software.tsx"),
  route("email-verification", "routes/email-verification.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("cancel-email-change", "routes/cancel-email-change.tsx"),
  route("reopen-account", "routes/reopen-account.tsx"),
  route("my-investar/password-recovery", "routes/my-investar/password-recovery.tsx"),
  ...prefix("investar", [
    route("all-products", "routes/investar/all-products.tsx"),
    route(":edition", "routes/investar/edition.tsx"),
    route("product-comparison", "routes/investar/product-comparison.tsx"),
    route("technical-analysis-features", "routes/investar/technical-analysis-features.tsx"),
    route("download", "routes/investar/download.tsx"),
    route("version-history", "routes/investar/version-history.tsx"),
    route("faqs", "routes/investar/faqs.tsx"),
    route("terms-and-conditions", "routes/investar/terms-and-conditions.tsx"),
    route("privacy-policy", "routes/investar/privacy-policy.tsx"),
    route("broker-partner", "routes/investar/broker-partner.tsx"),
    route("seo/:topic", "routes/investar/seo-topic.tsx"),
  ]),
  route("user/login", "routes/user/login.tsx"),
  route("user/sign-up", "routes/user/sign-up.tsx"),
  route("Pricing", "routes/pricing/pricing.tsx"),
  route("Pricing/PaymentFaqs", "routes/pricing/payment-faqs.tsx"),
  route("Pricing/StandalonePrices", "routes/pricing/standalone-prices.tsx"),
  route("Pricing/PaymentForm", "routes/pricing/payment-form-redirect.ts"),
  // Open to visitors (docs/business-rules.md#pricing-pages): they price a plan here and log in or sign up only to pay.
  route("Pricing/CustomizeSubscription", "routes/pricing/customize-subscription.tsx"),
  // Open to visitors too (docs/business-rules.md#sign-up-to-pay): they see the seat's price and create their account on it to pay.
  route("education/buy-webinar", "routes/education/buy-webinar.tsx"),
  route("claim-email", "routes/claim-email.tsx"),
  route("blog", "routes/blog.tsx"),
  route("not-found", "routes/not-found.tsx"),
];

/** The same routes with ids of their own, for the /hi route that holds them. */
function hindiTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `hi/${entry.id ?? entry.file.replace(/\.[^.]+$/, "")}`,
    children: entry.children ? hindiTwins(entry.children) : undefined,
  }));
}

/** Every route of docs/business-rules.md#routes-and-screens. Guarded routes sit under routes/guarded.tsx, which checks core's routeGuards. */
export default [
  route("PricingMobile", "routes/pricing-mobile.tsx"),
  route("facebookLogin", "routes/facebook-login.tsx"),
  route("lpage/:landing?", "routes/lpage.tsx"),
  route("tool-sign-up", "routes/tool-sign-up.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("app", "routes/get-app.ts"),

  layout("routes/main-layout.tsx", [
    ...publicRoutes,

    layout("routes/guarded.tsx", [
      route("my-investar/my-profile", "routes/my-investar/my-profile.tsx"),
      route("my-investar/change-password", "routes/my-investar/change-password.tsx"),
      route("my-investar/manage-subscription", "routes/my-investar/manage-subscription.tsx"),
      route("my-investar/my-wallet", "routes/my-investar/my-wallet.tsx"),
      route("my-investar/my-referral", "routes/my-investar/my-referral.tsx"),
      route("my-investar/privacy/requests", "routes/my-investar/privacy-requests.tsx"),
      route("my-investar/privacy/close-account", "routes/my-investar/close-account.tsx"),
      route("my-investar/privacy", "routes/my-investar/privacy.tsx"),
      route("my-investar/privacy/download", "routes/my-investar/privacy-download.tsx"),
      route("my-investar/support", "routes/my-investar/support.tsx"),
      route("my-investar/support/:ticketId", "routes/my-investar/support-ticket.tsx"),
      route("MobileTrial", "routes/mobile-trial.tsx"),
      route("education/my-webinars", "routes/education/my-webinars.tsx"),
      route("admin", "routes/admin/admin-home.tsx"),
      route("admin/activate-manual-payment", "routes/admin/activate-manual-payment.tsx"),
      route("admin/payment-queue", "routes/admin/payment-queue.tsx"),
      route("admin/webinars", "routes/admin/webinars.tsx"),
      route("admin/catalogue", "routes/admin/catalogue.tsx"),
      route("admin/users", "routes/admin/users.tsx"),
      route("admin/users/:userId", "routes/admin/user.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
      route("admin/campaign-sign-ups", "routes/admin/campaign-sign-ups.tsx"),
      route("admin/two-factor", "routes/admin/two-factor.tsx"),
      route("admin/releases", "routes/admin/releases.tsx"),
      route("admin/site", "routes/admin/site.tsx"),
      route("admin/business", "routes/admin/business.tsx"),
      route("admin/gst", "routes/admin/gst.tsx"),
      route("admin/newsletters", "routes/admin/newsletters.tsx"),
      route("admin/privacy", "routes/admin/privacy.tsx"),
      route("admin/privacy/breaches", "routes/admin/privacy-breaches.tsx"),
      route("admin/privacy/breaches/:breachId", "routes/admin/privacy-breach.tsx"),
      route("admin/support", "routes/admin/support.tsx"),
      route("admin/support/:ticketId", "routes/admin/support-ticket.tsx"),
    ]),

    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),

  // Hindi twins (docs/adr/0059-hindi-with-lingui.md): the same public pages under /hi, each with its own id.
  route("hi", "routes/main-layout.tsx", { id: "hi/routes/main-layout" }, [
    ...hindiTwins(publicRoutes),
    route("*", "routes/not-found.tsx", { id: "hi/catch-all" }),
  ]),
] satisfies RouteConfig;
