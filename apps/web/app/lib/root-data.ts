import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/** What the root loader gives every page: the visitor, the request's nonce and a few site settings. */
export type RootData = Awaited<ReturnType<typeof loader>>;

/** Kept apart from root.tsx so that a page's browser bundle does not carry the document's layout. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
