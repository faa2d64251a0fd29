import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Every route of docs/business-rules.md#routes-and-screens. Guarded routes sit under routes/guarded.tsx, which checks core's routeGuards. */
export default [
  route("PricingMobile", "routes/pricing-mobile.tsx"),
  route("facebookLogin", "routes/facebook-login.tsx"),
  route("lpage/:landing?", "routes/lpage.tsx"),
  route("tool-sign-up", "routes/tool-sign-up.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  layout("routes/main-layout.tsx", [
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
    route("Pricing/PaymentForm", "routes/pricing/payment-form-redirect.ts"),
    // Open to visitors (issue 13 §1): they price a plan here and log in or sign up only to pay.
    route("Pricing/CustomizeSubscription", "routes/pricing/customize-subscription.tsx"),
    route("claim-email", "routes/claim-email.tsx"),
    route("blog", "routes/blog.tsx"),
    route("not-found", "routes/not-found.tsx"),

    layout("routes/guarded.tsx", [
      route("my-investar/my-profile", "routes/my-investar/my-profile.tsx"),
      route("my-investar/change-password", "routes/my-investar/change-password.tsx"),
      route("my-investar/manage-subscription", "routes/my-investar/manage-subscription.tsx"),
      route("my-investar/my-wallet", "routes/my-investar/my-wallet.tsx"),
      route("my-investar/my-referral", "routes/my-investar/my-referral.tsx"),
      route("MobileTrial", "routes/mobile-trial.tsx"),
      route("education/my-webinars", "routes/education/my-webinars.tsx"),
      route("education/buy-webinar", "routes/education/buy-webinar.tsx"),
      route("admin", "routes/admin/admin-home.tsx"),
      route("admin/activate-manual-payment", "routes/admin/activate-manual-payment.tsx"),
      route("admin/webinars", "routes/admin/webinars.tsx"),
      route("admin/catalogue", "routes/admin/catalogue.tsx"),
    ]),

    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
