import { Link, useLocation } from "react-router";
import { hasHindiTwin, LANGUAGE_TAGS, twinPath } from "@investar/core/i18n/languages";
import { safeReturnPath } from "@investar/core/return-url";
import { useI18n } from "./page-locale.ts";

/**
 * The language switch in the header and footer: a plain link to this page in the other language, so it
 * works before (and without) the page's script; the server keeps the choice in the language cookie. Its
 * name is its visible text, the other language's own name, marked with that language for screen readers. Each name is written in its own language, as visitors look for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { language } = useI18n();
  const other = language === "hi" ? "en" : "hi";
  // ?lang= tells the server this is a choice: it remembers it and answers the clean address (apps/server/src/http/page-language.ts).
  const query = new URLSearchParams(hasHindiTwin(pathname) ? search : "");
  query.set("lang", other);
  // The twin keeps where the visitor was going only when it is a path on this site
  // (docs/business-rules.md#safe-return-path): the page never repeats another site's address.
  const returnUrl = query.get("returnUrl");
  if (returnUrl !== null) {
    const safe = safeReturnPath(returnUrl, null);
    if (safe === null) query.delete("returnUrl");
    else query.set("returnUrl", safe);
  }
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
