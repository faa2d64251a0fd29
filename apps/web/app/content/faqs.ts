/**
 * The questions of /investar/faqs, by topic, in the order the page shows them. Their texts are in the faq
 * catalogue: `faqs.<topic>.heading`, and per question `faqs.<topic>.<question>.q` and `.a` (`.a2` for an
 * answer's second paragraph). An answer's `{name}` placeholders stand for the links of `faqLinks`, so each
 * language puts a link where its sentence needs it.
 */
export const faqTopics = {
  trial: ["start", "included", "ends", "computers", "update"],
  data: ["exchanges", "daily", "intradayRealTime", "addOns", "history"],
  payments: ["periods", "gst", "currency", "manual", "expires", "change", "discounts"],
  licences: ["kinds", "discounted", "nonSimultaneous"],
  refunds: ["refund", "wallet", "referral"],
  account: ["password", "verification", "card", "share", "secure"],
} as const;

export type FaqTopic = keyof typeof faqTopics;

export const faqTopicIds = Object.keys(faqTopics) as FaqTopic[];

/** Each question's catalogue key prefix, `faqs.<topic>.<question>`. */
export const faqQuestionKeys = (topic: FaqTopic): string[] => faqTopics[topic].map((question) => `faqs.${topic}.${question}`);

/**
 * Where the answers' links lead, by placeholder name. A link's text is `faqs.link.<name>`; links to the customer's
 * own pages say the name the account menu gives them (`menu: true`), so the two cannot differ.
 */
export const faqLinks: Record<string, { to: string; menu?: true }> = {
  signUp: { to: "/user/sign-up" },
  download: { to: "/investar/download" },
  lite: { to: "/investar/lite" },
  requirements: { to: "/investar/download#system-requirements" },
  versionHistory: { to: "/investar/version-history" },
  compareAddOns: { to: "/investar/all-products#data-add-ons" },
  standard: { to: "/investar/standard" },
  pro: { to: "/investar/pro" },
  pricing: { to: "/Pricing" },
  support: { to: "/support" },
  contactSupport: { to: "/support" },
  contact: { to: "/support", menu: true },
  paymentFaqs: { to: "/Pricing/PaymentFaqs" },
  passwordRecovery: { to: "/my-investar/password-recovery" },
  mySubscription: { to: "/my-investar/manage-subscription", menu: true },
  myWallet: { to: "/my-investar/my-wallet", menu: true },
  myReferral: { to: "/my-investar/my-referral", menu: true },
  changePassword: { to: "/my-investar/change-password", menu: true },
};
