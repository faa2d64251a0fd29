import { createElement, forwardRef, type AnchorHTMLAttributes, type CSSProperties, type ReactNode } from "react";

export type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * The address a link's `to` names, as React Router writes it: a `to` without a pathname ("?currency=USD",
 * "#faq") stays on the current page.
 */
export function pathOf(to: To, currentPathname: string): string {
  if (typeof to === "string") return to.startsWith("?") || to.startsWith("#") ? currentPathname + to : to;
  const { pathname = currentPathname, search = "", hash = "" } = to;
  return (
    pathname +
    (search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "") +
    (hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "")
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  relative?: string;
  state?: unknown;
};

type NavLinkRender<T> = T | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => T);
type NavLinkProps = Omit<AnchorProps, "className" | "style" | "children"> & {
  className?: NavLinkRender<string | undefined>;
  style?: NavLinkRender<CSSProperties | undefined>;
  children?: NavLinkRender<ReactNode>;
  end?: boolean;
  caseSensitive?: boolean;
};

/**
 * `Link` and `NavLink` as plain anchors, the same on both sides (ADR 0018, ADR 0057): every navigation is a
 * page load, so the browser gets them from router-shim.tsx and the server from server-router.ts. React
 * Router's own resolve each `to` against the route tree on every render, a cost the ~70 links of a page's
 * menus and footer paid on each request; the site's links are all absolute paths.
 */
export function plainLinks(useLocation: () => { pathname: string }) {
  function useAnchorProps({
    to,
    replace: _replace,
    reloadDocument: _reload,
    prefetch: _prefetch,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    discover: _discover,
    relative: _relative,
    state: _state,
    ...rest
  }: AnchorProps) {
    const { pathname } = useLocation();
    return { ...rest, href: pathOf(to, pathname) };
  }

  const Link = forwardRef<HTMLAnchorElement, AnchorProps>(function Link(props, ref) {
    return createElement("a", { ...useAnchorProps(props), ref });
  });

  /** React Router's rule for "active": the same path, or a path below it unless `end`; letter case ignored. */
  const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
    { className, style, children, end = false, caseSensitive = false, ...props },
    ref,
  ) {
    const { pathname } = useLocation();
    const anchor = useAnchorProps(props);
    const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
    const current = fold(pathname);
    const target = fold(anchor.href.split(/[?#]/)[0]!);
    const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
    const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === "/");
    const state = { isActive, isPending: false, isTransitioning: false };
    const classes = typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ");
    return createElement(
      "a",
      {
        ...anchor,
        ref,
        className: classes,
        style: typeof style === "function" ? style(state) : style,
        "aria-current": isActive ? "page" : undefined,
      },
      typeof children === "function" ? children(state) : children,
    );
  });

  return { Link, NavLink };
}
