import { Link } from "react-router";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "../root.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/pages.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Blog | Investar",
    description:
      "The Investar blog is temporarily unavailable. Meanwhile, learn technical analysis and the Investar software through our training pages.",
    path: "/blog",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** docs/business-rules.md#blog-page: the blog shows only the "temporarily unavailable" message, verbatim. */
export default function Blog() {
  return (
    <div className="page-narrow status-page">
      <svg className="status-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect x="18" y="14" width="76" height="92" rx="8" fill="#e6eff9" stroke="currentColor" strokeWidth="3" />
        <path d="M32 36h48M32 50h48M32 64h30" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <circle cx="86" cy="84" r="20" fill="#fff" stroke="#c2410c" strokeWidth="3" />
        <path d="M86 72v13l8 5" fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>Blog is temporarily unavailable.</h1>
      <p className="status-page__lead">Please check back after some time.</p>
      <p>
        In the meantime, our training pages cover technical analysis from the basics upwards, and short videos show how to do each task in
        the software.
      </p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>
        <Link to="/education/technical-analysis-training" className="button button--ghost">
          Technical analysis training
        </Link>
        <Link to="/education/newsletters" className="button button--ghost">
          Newsletters
        </Link>
      </div>
    </div>
  );
}
