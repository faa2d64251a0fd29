/** Menus, footer links and the public page list (sitemap.xml) come from here, so they cannot drift apart. */
import { editionSlugs } from "./content/edition-slugs.ts";
import { seoTopicLinkLabels, seoTopicSlugs } from "./content/seo-topics.ts";
import { tourMenuLabels, tourSlugs } from "./content/tours.ts";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  links: NavLink[];
}

export const mainMenus: NavMenu[] = [
  {
    label: "Getting Started",
    links: [
      ...tourSlugs.map((slug) => ({ label: tourMenuLabels[slug], to: `/tour/${slug}` })),
      { label: "Stock market software", to: "/stock-market-software" },
    ],
  },
  {
    label: "Products",
    links: [
      { label: "All products", to: "/investar/all-products" },
      { label: "Investar Pro", to: "/investar/pro" },
      { label: "Investar Standard", to: "/investar/standard" },
      { label: "Investar Basic", to: "/investar/basic" },
      { label: "Investar Lite (free)", to: "/investar/lite" },
      { label: "Compare products", to: "/investar/product-comparison" },
      { label: "Technical analysis features", to: "/investar/technical-analysis-features" },
    ],
  },
  {
    label: "Download",
    links: [
      { label: "Download for Windows", to: "/investar/download" },
      { label: "Version history", to: "/investar/version-history" },
    ],
  },
  {
    label: "Pricing",
    links: [
      { label: "Plans and pricing", to: "/Pricing" },
      { label: "Mobile plans", to: "/PricingMobile" },
      { label: "Payment FAQs", to: "/Pricing/PaymentFaqs" },
    ],
  },
  {
    label: "Education",
    links: [
      { label: "Technical analysis training", to: "/education/technical-analysis-training" },
      { label: "Investar software training", to: "/education/investar-software-training" },
      { label: "Newsletters", to: "/education/newsletters" },
    ],
  },
  {
    label: "Support",
    links: [
      { label: "Contact support", to: "/support" },
      { label: "FAQs", to: "/investar/faqs" },
      { label: "Become a broker partner", to: "/investar/broker-partner" },
    ],
  },
];

export const accountLinks: NavLink[] = [
  { label: "My Profile", to: "/my-investar/my-profile" },
  { label: "Change Password", to: "/my-investar/change-password" },
  { label: "My Subscription", to: "/my-investar/manage-subscription" },
  { label: "My Wallet", to: "/my-investar/my-wallet" },
  { label: "My Referral", to: "/my-investar/my-referral" },
  { label: "Privacy Requests", to: "/my-investar/privacy/requests" },
  { label: "Support Requests", to: "/my-investar/support" },
  { label: "My Webinars", to: "/education/my-webinars" },
  { label: "My Privacy", to: "/my-investar/privacy" },
];

export const adminLink: NavLink = { label: "Activate Manual Payments", to: "/admin/activate-manual-payment" };

export const footerColumns: NavMenu[] = [
  {
    label: "Quick links",
    links: [
      { label: "Home", to: "/" },
      { label: "All products", to: "/investar/all-products" },
      { label: "Pricing", to: "/Pricing" },
      { label: "Download", to: "/investar/download" },
      { label: "Version history", to: "/investar/version-history" },
      { label: "Blog", to: "/blog" },
    ],
  },
  {
    label: "Services",
    links: [
      { label: "Technical analysis training", to: "/education/technical-analysis-training" },
      { label: "Software training", to: "/education/investar-software-training" },
      { label: "Newsletters", to: "/education/newsletters" },
      { label: "Support", to: "/support" },
      { label: "FAQs", to: "/investar/faqs" },
      { label: "Broker partner programme", to: "/investar/broker-partner" },
      { label: "Terms and conditions", to: "/investar/terms-and-conditions" },
      { label: "Privacy policy", to: "/investar/privacy-policy" },
    ],
  },
  {
    label: "Explore",
    links: seoTopicSlugs.map((slug) => ({ label: seoTopicLinkLabels[slug], to: `/investar/seo/${slug}` })),
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
