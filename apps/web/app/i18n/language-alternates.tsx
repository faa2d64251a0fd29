import { useLocation } from "react-router";
import { hasHindiTwin, LANGUAGE_TAGS, twinPath } from "@investar/core/i18n/languages";
import { useRootData } from "../lib/root-data.ts";

/**
 * hreflang alternates in the head (root.tsx's document, never hydrated) (docs/adr/0059-hindi-with-lingui.md#choosing-a-language): a page with a
 * Hindi twin names both addresses, and English as the default for every other language.
 */
export function LanguageAlternates() {
  const { pathname } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? "";
  if (!hasHindiTwin(pathname)) return null;
  const english = publicUrl + twinPath(pathname, "en");
  return (
    <>
      <link rel="alternate" hrefLang={LANGUAGE_TAGS.en} href={english} />
      <link rel="alternate" hrefLang={LANGUAGE_TAGS.hi} href={publicUrl + twinPath(pathname, "hi")} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}
