import { Link, useLocation } from "react-router";
import { hasHindiTwin, LANGUAGE_TAGS, twinPath } from "@investar/core/i18n/languages";
import { useRootData } from "../lib/root-data.ts";
import { useI18n } from "./page-locale.ts";

/**
 * hreflang alternates in the head (docs/adr/0059-hindi-with-lingui.md#choosing-a-language): a page with a
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

/**
 * The language switch in the header and footer: a plain link to this page in the other language, so it
 * works before (and without) the page's script; the server keeps the choice in the language cookie. Each name is written in its own language, as visitors look for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { language, t } = useI18n();
  const other = language === "hi" ? "en" : "hi";
  // ?lang= tells the server this is a choice: it remembers it and answers the clean address (apps/server/src/http/page-language.ts).
  const query = new URLSearchParams(hasHindiTwin(pathname) ? search : "");
  query.set("lang", other);
  return (
    <Link
      to={`${twinPath(pathname, other)}?${query}`}
      className={className}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      aria-label={t("language.switch.label")}
      data-language-switch=""
    >
      {other === "hi" ? "हिन्दी" : "English"}
    </Link>
  );
}
