import { useContext } from "react";
import { useMatches } from "react-router";
import { BrowserAssetsContext } from "./page-scripts.tsx";

/**
 * The matched routes' stylesheets, in place of React Router's `<Links />` (no route exports `links`).
 * They carry a `precedence`, so React puts them at the top of `<head>`, before the module preloads it
 * hoists there: the browser asks for the CSS that blocks the first paint before twenty-odd scripts that
 * don't (ADR 0018, Lighthouse on /Pricing).
 */
export function StyleSheets() {
  const assets = useContext(BrowserAssetsContext);
  const matches = useMatches();
  if (!assets) return null;
  const hrefs = new Set(matches.flatMap((match) => assets.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="stylesheet" href={href} precedence="page" />);
}
