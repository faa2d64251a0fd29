import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../lib/root-data.ts";
import { hasHindiTwin, LANGUAGE_TAGS, speaksChosenLanguage, twinPath } from "@investar/core/i18n/languages";
import { useI18n } from "./page-locale.ts";

/**
 * The language switch in the header and footer: a plain link to this page in the other language, so it
 * works before (and without) the page's script; the server keeps the choice in the language cookie. Its
 * name is its visible text, the other language's own name, marked with that language for screen readers. Each name is written in its own language, as visitors look for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  // Undefined on an error page whose root loader failed.
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { language } = useI18n();
  const other = language === "hi" ? "en" : "hi";
  // ?lang= tells the server this is a choice: it remembers it and answers the clean address (apps/server/src/http/page-language.ts).
  // The page's query as the server cleaned it (twin-query.server.ts): pages load whole, so it is this page's.
  // The customer's own pages and the in-app pages keep their address in both languages (twinPath), so their query too.
  const query = new URLSearchParams(hasHindiTwin(pathname) || speaksChosenLanguage(pathname) ? (root?.languageSwitchQuery ?? "") : "");
  query.set("lang", other);
  return (
    <Link
      to={`${twinPath(pathname, other)}?${query}`}
      className={className}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      data-language-switch=""
    >
      {other === "hi" ? "हिन्दी" : "English"}
    </Link>
  );
}
