/**
 * What the browser gets when a page imports "react-router" (docs/adr/0018-pages-without-client-router.md).
 *
 * Pages are rendered on the server by React Router; in the browser they are hydrated without its client
 * router (about 45 KiB gzipped), so every page stays under its JavaScript budget. This module stands in for
 * the part of React Router's API that page components use, with the semantics of a multi-page site: links
 * and navigations are ordinary page loads, the route data are the ones the server rendered the page with,
 * and revalidating fetches the page again. vite.config.ts points the client build's "react-router" here.
 */
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { readPageData, type PageData, type PageMatch } from "./page-data.ts";
import { pathOf, plainLinks, type To } from "./plain-links.tsx";

interface MatchModule {
  default?: ComponentType;
}

interface PageState {
  data: PageData;
  modules: MatchModule[];
  setData: (data: PageData) => void;
}

const PageContext = createContext<PageState | null>(null);
/** Index into the page's matches of the route being rendered; the root is 0. */
const DepthContext = createContext(0);

function usePage(): PageState {
  const page = useContext(PageContext);
  if (!page) throw new Error("A page component was rendered outside hydratePage().");
  return page;
}

/** The page's route components, outermost first, with the data the server rendered them with. */
export function PageRoutes({ initial, modules, children }: { initial: PageData; modules: MatchModule[]; children: ReactNode }) {
  const [data, setData] = useState(initial);
  const value = useMemo(() => ({ data, modules, setData }), [data, modules]);
  return createElement(PageContext.Provider, { value }, children);
}

export function Outlet() {
  const depth = useContext(DepthContext);
  const { modules } = usePage();
  const Component = modules[depth + 1]?.default;
  return Component ? createElement(DepthContext.Provider, { value: depth + 1 }, createElement(Component)) : null;
}

function createPath(to: To): string {
  return pathOf(to, window.location.pathname);
}

// --- Hooks -------------------------------------------------------------------------------------------

function useMatch(): PageMatch {
  const depth = useContext(DepthContext);
  return usePage().data.matches[depth]!;
}

export function useLoaderData(): unknown {
  return useMatch().data;
}

export function useRouteLoaderData(routeId: string): unknown {
  return usePage().data.matches.find((match) => match.id === routeId)?.data;
}

export function useParams(): Record<string, string | undefined> {
  const { matches } = usePage().data;
  return matches[matches.length - 1]?.params ?? {};
}

export function useMatches() {
  return usePage().data.matches.map((match) => ({
    id: match.id,
    pathname: match.pathname,
    params: match.params,
    loaderData: match.data,
    handle: undefined,
  }));
}

/** The page's own address; "default" is the key React Router gives the first location, as on the server. */
export function useLocation() {
  return useMemo(() => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: null, key: "default" };
  }, []);
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, (next) => window.location.assign(`${window.location.pathname}?${new URLSearchParams(next)}`)];
}

/** Navigations load the next page; `replace` keeps the current one out of the history. */
export function useNavigate() {
  return (to: To | number, options: { replace?: boolean } = {}): Promise<void> => {
    if (typeof to === "number") window.history.go(to);
    else if (options.replace) window.location.replace(createPath(to));
    else window.location.assign(createPath(to));
    return Promise.resolve();
  };
}

/** No client-side navigation is ever under way: page loads show the browser's own progress. */
export function useNavigation() {
  return { state: "idle" as const, location: undefined, formData: undefined };
}

/**
 * Fetches this page again and renders it with the data its loaders answer now, so what the visitor
 * did on the page (a toast, a scroll position) survives the refresh.
 */
export function useRevalidator() {
  const { setData } = usePage();
  const [state, setState] = useState<"idle" | "loading">("idle");
  return {
    state,
    revalidate: async () => {
      setState("loading");
      try {
        const response = await fetch(window.location.href, { credentials: "same-origin", headers: { accept: "text/html" } });
        const next = response.ok ? readPageData(new DOMParser().parseFromString(await response.text(), "text/html")) : null;
        if (next) setData(next);
        else window.location.reload();
      } finally {
        setState("idle");
      }
    },
  };
}

export function useRouteError(): unknown {
  return undefined;
}

export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; data: unknown } {
  const candidate = error as { status?: unknown; statusText?: unknown; internal?: unknown } | null;
  return (
    candidate != null &&
    typeof candidate.status === "number" &&
    typeof candidate.statusText === "string" &&
    typeof candidate.internal === "boolean" &&
    "data" in candidate
  );
}

// --- Components ----------------------------------------------------------------------------------

export const { Link, NavLink } = plainLinks(useLocation);

type FormProps = FormHTMLAttributes<HTMLFormElement> & {
  reloadDocument?: boolean;
  navigate?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
  discover?: string;
};

/** A native form: it posts and the browser loads the answer. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { reloadDocument: _reload, navigate: _navigate, replace: _replace, preventScrollReset: _scroll, discover: _discover, ...rest },
  ref,
) {
  return createElement("form", { ...rest, ref });
});

// The route modules' components get their props the way the framework's build arranges it.
export function UNSAFE_withComponentProps(Component: ComponentType<Record<string, unknown>>) {
  return function WithComponentProps() {
    const match = useMatch();
    const matches = useMatches();
    return createElement(Component, { loaderData: match.data, actionData: undefined, params: match.params, matches });
  };
}

export function UNSAFE_withErrorBoundaryProps(Component: ComponentType<Record<string, unknown>>) {
  return function WithErrorBoundaryProps() {
    return createElement(Component, { error: undefined, params: {}, loaderData: undefined, actionData: undefined });
  };
}

export function UNSAFE_withHydrateFallbackProps(Component: ComponentType<Record<string, unknown>>) {
  return Component;
}
