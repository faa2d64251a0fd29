import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { Providers } from "./components/providers.tsx";
import { APP_ROOT_ID, readPageData } from "./hydrate/page-data.ts";
import { Outlet, PageRoutes } from "./hydrate/router-shim.tsx";

/**
 * The browser's entry (docs/adr/0018-pages-without-client-router.md): hydrates the page the server
 * rendered, with the route modules and data it names, and no client router. It stands in for root.tsx's
 * App, which is the same <Providers><Outlet /></Providers>.
 */
const data = readPageData(document);
const container = document.getElementById(APP_ROOT_ID);
if (data && container) {
  const modules = await Promise.all(data.matches.map((match) => (match.module ? import(/* @vite-ignore */ match.module) : {})));
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <PageRoutes initial={data} modules={modules}>
        <Providers>
          <Outlet />
        </Providers>
      </PageRoutes>,
    );
  });
}
