import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";

/** A back-office loader's load context, its user known to be staff (anyone else is answered 403). */
export function adminContext(context: Readonly<RouterContextProvider>) {
  const app = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!app.user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  return { ...app, user: app.user };
}

type Matches = Parameters<typeof publicUrlFrom>[0];
interface AdminPageHead {
  /** The page's own name: the title reads "<name> | Admin | Investar". */
  title: string;
  description: string;
  path: string;
}

/** A back-office page's head, never indexed. */
export function adminPageMeta(matches: Matches, page: AdminPageHead): MetaDescriptor[] {
  return pageMeta({ ...page, title: `${page.title} | Admin | Investar`, publicUrl: publicUrlFrom(matches), noindex: true });
}

/** The `meta` export of a back-office page whose head is the same whatever it shows. */
export const adminMeta =
  (page: AdminPageHead) =>
  ({ matches }: { matches: Matches }) =>
    adminPageMeta(matches, page);
