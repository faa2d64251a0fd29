/**
 * Menus, footer links and the public page list (sitemap.xml) come from here, so they cannot drift apart.
 * Their words are in the message catalogues (docs/adr/0059-hindi-with-lingui.md): a menu's under
 * menu.<id> (a footer column's under footer.heading.<id>), a link's under link.<address> in the menus and
 * footer.<address> in the footer; apps/web/test/message-catalogues.test.ts checks that every one exists.
 */
import { editionSlugs } from "./content/edition-slugs.ts";
import { seoTopicSlugs } from "./content/seo-topics.ts";
import { tourSlugs } from "./content/tours.ts";

export interface NavLink {
  to: string;
}

export interface NavMenu {
  id: string;
  links: NavLink[];
}

export const mainMenus: NavMenu[] = [
  {
    id: "getting-started",
    links: [...tourSlugs.map((slug) => ({ to: `/tour/${slug}` })), { to: "/stock-market-software" }],
  },
  {
    id: "products",
    links: [
      { to: "/investar/all-products" },
      { to: "/investar/pro" },
      { to: "/investar/standard" },
      { to: "/investar/basic" },
      { to: "/investar/lite" },
      { to: "/investar/product-comparison" },
      { to: "/investar/technical-analysis-features" },
    ],
  },
  {
    id: "download",
    links: [{ to: "/investar/download" }, { to: "/investar/version-history" }],
  },
  {
    id: "pricing",
    links: [{ to: "/Pricing" }, { to: "/PricingMobile" }, { to: "/Pricing/PaymentFaqs" }],
  },
  {
    id: "education",
    links: [
      { to: "/education/technical-analysis-training" },
      { to: "/education/investar-software-training" },
      { to: "/education/newsletters" },
    ],
  },
  {
    id: "support",
    links: [{ to: "/support" }, { to: "/investar/faqs" }, { to: "/investar/broker-partner" }],
  },
];

export const accountLinks: NavLink[] = [
  { to: "/my-investar/my-profile" },
  { to: "/my-investar/change-password" },
  { to: "/my-investar/manage-subscription" },
  { to: "/my-investar/my-wallet" },
  { to: "/my-investar/my-referral" },
  { to: "/my-investar/privacy/requests" },
  { to: "/my-investar/support" },
  { to: "/education/my-webinars" },
  { to: "/my-investar/privacy" },
];

export const adminLink: NavLink = { to: "/admin/activate-manual-payment" };

export const footerColumns: NavMenu[] = [
  {
    id: "quick-links",
    links: [
      { to: "/" },
      { to: "/investar/all-products" },
      { to: "/Pricing" },
      { to: "/investar/download" },
      { to: "/investar/version-history" },
      { to: "/blog" },
    ],
  },
  {
    id: "services",
    links: [
      { to: "/education/technical-analysis-training" },
      { to: "/education/investar-software-training" },
      { to: "/education/newsletters" },
      { to: "/support" },
      { to: "/investar/faqs" },
      { to: "/investar/broker-partner" },
      { to: "/investar/terms-and-conditions" },
      { to: "/investar/privacy-policy" },
    ],
  },
  {
    id: "explore",
    links: seoTopicSlugs.map((slug) => ({ to: `/investar/seo/${slug}` })),
  },
];

/** Every public, indexable page. Account, checkout and admin pages are deliberately absent. */
export const publicPages: string[] = [
  "/",
  ...tourSlugs.map((slug) => `/tour/${slug}`),
  "/education/technical-analysis-training",
  "/education/investar-software-training",
  "/education/newsletters",
  "/support",
  "/stock-market-software",
  "/investar/all-products",
  ...editionSlugs.map((slug) => `/investar/${slug}`),
  "/investar/product-comparison",
  "/investar/technical-analysis-features",
  "/investar/download",
  "/investar/version-history",
  "/investar/faqs",
  "/investar/terms-and-conditions",
  "/investar/privacy-policy",
  "/investar/broker-partner",
  ...seoTopicSlugs.map((slug) => `/investar/seo/${slug}`),
  "/lpage/1",
  "/lpage/2",
  "/Pricing",
  "/PricingMobile",
  "/Pricing/PaymentFaqs",
  "/Pricing/StandalonePrices",
  "/user/login",
  "/user/sign-up",
  "/tool-sign-up",
  "/blog",
];
