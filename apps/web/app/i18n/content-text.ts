import type { ContentPageText } from "../content/content-page.ts";
import type { PageText } from "./page-locale.ts";

/**
 * A content page (a feature tour, a search topic) in the page's language (docs/adr/0059-hindi-with-lingui.md).
 * The English text lives in the content file and is shown as it is on English pages; its catalogue keys follow
 * the page's shape — `<prefix>.heading`, `<prefix>.s0.heading`, `<prefix>.s0.p1`, `<prefix>.s0.b2` — so the
 * translation is the same page sentence by sentence. apps/web/test/content-catalogues.test.ts holds the English
 * catalogue to the content file, so the two cannot drift apart.
 */
export function contentPageIn(content: ContentPageText, prefix: string, t: (id: string) => string, translated: boolean): ContentPageText {
  if (!translated) return content;
  return {
    ...content,
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    heading: t(`${prefix}.heading`),
    intro: t(`${prefix}.intro`),
    sections: content.sections.map((section, i) => ({
      ...section,
      heading: t(`${prefix}.s${i}.heading`),
      paragraphs: section.paragraphs.map((_, j) => t(`${prefix}.s${i}.p${j}`)),
      bullets: section.bullets?.map((_, j) => t(`${prefix}.s${i}.b${j}`)),
    })),
  };
}

/** Every catalogue key of a content page, for the test that holds the catalogues to the content files. */
export function contentPageKeys(content: ContentPageText, prefix: string): Record<string, string> {
  const keys: Record<string, string> = {
    [`${prefix}.title`]: content.title,
    [`${prefix}.description`]: content.description,
    [`${prefix}.heading`]: content.heading,
    [`${prefix}.intro`]: content.intro,
  };
  content.sections.forEach((section, i) => {
    keys[`${prefix}.s${i}.heading`] = section.heading;
    section.paragraphs.forEach((paragraph, j) => (keys[`${prefix}.s${i}.p${j}`] = paragraph));
    section.bullets?.forEach((bullet, j) => (keys[`${prefix}.s${i}.b${j}`] = bullet));
  });
  return keys;
}

/** Values of a content record that are data, not text: slugs, ids, product names, drawings, in-site addresses. */
const NOT_TEXT = new Set(["slug", "id", "name", "shortName", "chart", "to"]);

/** The texts of a content record (an edition), keyed by their path under `prefix`: `<prefix>.features.2.title`. Counts ("190+") are not text. */
export function contentTreeKeys(value: unknown, prefix: string): Record<string, string> {
  const keys: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") {
      if (/[a-z]{2}/i.test(node)) keys[path] = node;
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) if (!NOT_TEXT.has(key)) walk(item, `${path}.${key}`);
  };
  walk(value, prefix);
  return keys;
}

/** A content record in the page's language: each text by its path's key (contentTreeKeys), the rest as it is. */
export function contentTreeIn<T>(value: T, prefix: string, text: Pick<PageText, "t" | "has" | "locale">): T {
  if (text.locale === "en") return value;
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === "string") return text.has(path) ? text.t(path) : node;
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${path}.${i}`));
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, NOT_TEXT.has(key) ? item : walk(item, `${path}.${key}`)]));
    return node;
  };
  return walk(value, prefix) as T;
}
