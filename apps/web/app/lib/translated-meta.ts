import type { MetaDescriptor } from "react-router";
import { metaText } from "../i18n/page-locale.ts";
import { pageMeta, publicUrlFrom } from "./page-meta.ts";

type Matches = Parameters<typeof publicUrlFrom>[0];

interface TranslatedMetaInput {
  /** The messages' prefix: the title is `<key>.title`, the description `<key>.description`. */
  key: string;
  /** The English path; a Hindi page's canonical link is its /hi/… address. */
  path: string;
  noindex?: boolean;
  /** Where the English page keeps its own binding wording (the legal texts) instead of the catalogue's. */
  english?: { title: string; description: string };
}

/** The meta of a page whose title and description come from its language's messages (docs/adr/0059-hindi-with-lingui.md). */
export function translatedMeta(matches: Matches, { key, path, noindex, english }: TranslatedMetaInput): MetaDescriptor[] {
  const { t, href, locale } = metaText(matches);
  const own = english && locale === "en" ? english : undefined;
  return pageMeta({
    title: own ? own.title : t(`${key}.title`),
    description: own ? own.description : t(`${key}.description`),
    path: href(path),
    publicUrl: publicUrlFrom(matches),
    noindex,
  });
}
