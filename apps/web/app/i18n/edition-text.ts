import { editions, type EditionContent, type EditionSlug } from "../content/editions.ts";
import { contentTreeIn } from "./content-text.ts";
import type { PageText } from "./page-locale.ts";

/** An edition's content in the page's language: the content file's English, or the catalogue's product.edition.<slug>.… texts. */
export function editionIn(text: Pick<PageText, "t" | "has" | "locale">, slug: EditionSlug): EditionContent {
  return contentTreeIn(editions[slug], `product.edition.${slug}`, text);
}
