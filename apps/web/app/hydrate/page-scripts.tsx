import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import { PAGE_DATA_ID, serializePageData, type PageData } from "./page-data.ts";

/** The build's manifest of browser modules, given to the document by entry.server.tsx. */
export interface BrowserAssets {
  /** The build's id: browser error reports name the release they came from. */
  version?: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>;
}

export const BrowserAssetsContext = createContext<BrowserAssets | null>(null);

/**
 * The scripts of a page that hydrates (docs/adr/0011-pages-without-client-router.md): the data its
 * routes were rendered with, the page entry, and preloads of every module it will import, so they all
 * download at once. At low priority: the HTML is already readable, so its stylesheets (and images) go
 * first and the scripts, which only make it interactive, follow (Lighthouse's first and largest paint).
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  const assets = useContext(BrowserAssetsContext);
  const matches = useMatches();
  if (!assets) return null;
  const data: PageData = {
    matches: matches.map((match, index) => ({
      id: match.id,
      pathname: match.pathname,
      params: match.params,
      data: match.loaderData,
      module: index === 0 ? "" : (assets.routes[match.id]?.module ?? ""),
    })),
  };
  const modules = new Set([
    ...assets.entry.imports,
    ...matches.slice(1).flatMap((match) => {
      const route = assets.routes[match.id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    }),
  ]);
  return (
    <>
      {[...modules].map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
      <script type="module" src={assets.entry.module} nonce={nonce} fetchPriority="low" />
    </>
  );
}
