import type { MetaDescriptor } from "react-router";
import { fillCopyPrices, type CopyPrices } from "@investar/core";

export const SITE_NAME = "Investar";

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/tour/alerts". */
  path: string;
  /** From the root loader; links in meta must be absolute. */
  publicUrl?: string;
  noindex?: boolean;
  image?: string;
  /** The catalogue's prices for `{{Standard/month}}` in the title or description (pricesFrom(matches)). */
  prices?: CopyPrices;
}

/** Per-page title, description, canonical link and Open Graph/Twitter tags (docs/business-rules.md#page-meta). */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { path, publicUrl = "", noindex, image = "/og-image.png", prices = {} } = input;
  const title = fillCopyPrices(input.title, prices);
  const description = fillCopyPrices(input.description, prices);
  const url = `${publicUrl}${path}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${publicUrl}${image}` },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (noindex) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

/** Reads the root loader's public URL from meta args' matches. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { publicUrl?: string } | undefined;
  return data?.publicUrl ?? "";
}

/** Reads the root loader's catalogue prices for copy (docs/business-rules.md#prices-in-copy) from meta args' matches. */
export function pricesFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): CopyPrices {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { prices?: CopyPrices } | undefined)?.prices ?? {};
}
