import { ButtonLinks } from "../components/content-page.tsx";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "../root.tsx";
import { translatedMeta } from "../lib/translated-meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { useI18n } from "../i18n/page-locale.ts";
import "../styles/pages.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["education"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "education.blog", path: "/blog", noindex: true });
}

/** docs/business-rules.md#blog-page: the blog shows only the "temporarily unavailable" message, verbatim. */
export default function Blog() {
  const { t, href } = useI18n();
  return (
    <div className="page-narrow status-page">
      <svg className="status-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect x="18" y="14" width="76" height="92" rx="8" fill="#e6eff9" stroke="currentColor" strokeWidth="3" />
        <path d="M32 36h48M32 50h48M32 64h30" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <circle cx="86" cy="84" r="20" fill="#fff" stroke="#c2410c" strokeWidth="3" />
        <path d="M86 72v13l8 5" fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{t("education.blog.heading")}</h1>
      <p className="status-page__lead">{t("education.blog.lead")}</p>
      <p>{t("education.blog.text")}</p>
      <div className="button-row">
        <ButtonLinks
          links={[
            { to: href("/"), label: t("education.blog.home"), look: "primary" },
            { to: href("/education/technical-analysis-training"), label: t("education.blog.training") },
            { to: href("/education/newsletters"), label: t("education.blog.newsletters") },
          ]}
        />
      </div>
    </div>
  );
}
