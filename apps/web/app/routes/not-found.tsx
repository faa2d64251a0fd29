import { Link, data } from "react-router";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "../root.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Page not found | Investar",
    description: "The page you are looking for can not be found.",
    path: "/not-found",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function NotFound() {
  return (
    <section className="not-found page-narrow">
      <p className="not-found__code">404</p>
      <h1>The page you are looking for can not be found!</h1>
      <p>
        The link may be old or mistyped. Go back to the <Link to="/">Home page</Link> or use the menus above.
      </p>
    </section>
  );
}
