import type { MetaDescriptor } from "react-router";
import { translatedMeta } from "./translated-meta.ts";

type Matches = Parameters<typeof translatedMeta>[0];

/** The English legal pages keep their own binding wording; a translated page takes `legal.<page>.*` from its messages. */
const english = {
  privacy: {
    path: "/investar/privacy-policy",
    title: "Privacy Policy | Investar",
    description:
      "How Investar collects, uses, keeps and protects your personal data under India's Digital Personal Data Protection Act, 2023, your rights, and how to reach our Grievance Officer.",
  },
  terms: {
    path: "/investar/terms-and-conditions",
    title: "Terms of Service | Investar",
    description:
      "The terms on which Investar licenses its desktop software and sells subscriptions, add-ons and webinars: trials, licences, payments in INR and USD, wallet credits, refunds, market data and liability.",
  },
};

export function legalMeta(matches: Matches, page: keyof typeof english): MetaDescriptor[] {
  const { path, ...text } = english[page];
  return translatedMeta(matches, { key: `legal.${page}`, path, english: text });
}
