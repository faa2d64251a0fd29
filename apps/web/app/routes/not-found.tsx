import { Link, data } from "react-router";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "../root.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { metaText, useI18n } from "../i18n/page-locale.ts";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("notFound.title"),
    description: t("notFound.description"),
    path: "/not-found",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function NotFound() {
  const { t, href } = useI18n();
  return (
    <section className="not-found page-narrow">
      <p className="not-found__code">404</p>
      <h1>{t("notFound.heading")}</h1>
      <p>
        {t("notFound.body")} <Link to={href("/")}>{t("notFound.home")}</Link> {t("notFound.after")}
      </p>
    </section>
  );
}
