/**
 * What the server build's page modules get for "react-router" (vite.config.ts): React Router itself, but with
 * the plain `Link` and `NavLink` the browser hydrates with (plain-links.tsx, ADR 0057).
 */
import { useLocation } from "react-router";
import { plainLinks } from "./plain-links.tsx";

export * from "react-router";
export const { Link, NavLink } = plainLinks(useLocation);
