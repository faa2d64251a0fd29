import { Outlet } from "react-router";
import type { Route } from "./+types/guarded";
import { appContext } from "../load-context.ts";
import { enforceGuard } from "../lib/guard.ts";

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    enforceGuard(new URL(request.url), context.get(appContext).user);
  },
];

// A server loader makes the middleware run on client-side navigations too.
export function loader() {
  return null;
}

export default function Guarded() {
  return <Outlet />;
}
