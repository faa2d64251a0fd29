import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import { PAGE_DATA_ID, serializePageData, type PageData } from "./page-data.ts";

/** The build's manifest of browser modules, given to the document by entry.server.tsx. */
export interface BrowserAssets {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}

export const BrowserAssetsContext = createContext<BrowserAssets | null>(null);

/**
 * The scripts of a page that hydrates (docs/adr/0016-pages-without-client-router.md): the data its routes
 * were rendered with, and a loader that fetches the entry and every module it will import, all at once,
 * after the first paint: on a slow connection the HTML and CSS get the bandwidth first, and the page is
 * readable (it is server-rendered) while its script arrives.
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  const assets = useContext(BrowserAssetsContext);
  const matches = useMatches();
  if (!assets) return null;
  const modules = new Set([
    ...assets.entry.imports,
    ...matches.slice(1).flatMap((match) => {
      const route = assets.routes[match.id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    }),
  ]);
  const data: PageData = {
    matches: matches.map((match, index) => ({
      id: match.id,
      pathname: match.pathname,
      params: match.params,
      data: match.loaderData,
      module: index === 0 ? "" : (assets.routes[match.id]?.module ?? ""),
    })),
    entry: assets.entry.module,
    modules: [...modules],
  };
  return (
    <>
      <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LOAD_AFTER_FIRST_PAINT }} />
    </>
  );
}

const LOAD_AFTER_FIRST_PAINT = `requestAnimationFrame(() => setTimeout(() => {
  const page = JSON.parse(document.getElementById(${JSON.stringify(PAGE_DATA_ID)}).textContent);
  for (const href of page.modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  document.body.append(Object.assign(document.createElement("script"), { type: "module", src: page.entry }));
}));`;
