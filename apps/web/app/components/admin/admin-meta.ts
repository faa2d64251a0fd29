import type { MetaDescriptor } from "react-router";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";

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
