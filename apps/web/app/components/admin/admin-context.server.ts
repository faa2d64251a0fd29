import type { RouterContextProvider } from "react-router";
import { appContext } from "../../load-context.ts";

/** A back-office loader's load context, its user known to be staff (anyone else is answered 403). */
export function adminContext(context: Readonly<RouterContextProvider>) {
  const app = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!app.user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  return { ...app, user: app.user };
}
