import type { MetaDescriptor } from "react-router";

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
}

/** Per-page title, description, canonical link and Open Graph/Twitter tags (issue 2 §6). */
export function pageMeta({ title, description, path, publicUrl = "", noindex, image = "/og-image.png" }: PageMetaInput): MetaDescriptor[] {
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
