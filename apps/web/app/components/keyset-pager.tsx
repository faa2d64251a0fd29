import { Link } from "react-router";

interface KeysetPagerProps {
  /** The link to the newest page, when this is not it. */
  newestHref: string | null;
  /** The link to the page of newer rows (the audit log's "Newer"), when there is one and it is not the newest. */
  newerHref?: string | null;
  /** The link to the page of older rows, when there are any. */
  olderHref: string | null;
  label: string;
  /** The links' words in the page's language; English by default (the staff's pages). */
  words?: { newest: string; newer: string; older: string };
}

const ENGLISH_WORDS = { newest: "« Newest", newer: "‹ Newer", older: "Older ›" };

/**
 * "Newest · Newer · Older" links of a list paged by keyset (ADR 0063): plain links carrying the cursor in the address,
 * so they work before (or without) the page's script, and the hundredth page costs what the first does.
 */
export function KeysetPager({ newestHref, newerHref = null, olderHref, label, words = ENGLISH_WORDS }: KeysetPagerProps) {
  if (!newestHref && !olderHref) return null;
  const link = (href: string | null, text: string, rel?: string) =>
    href ? (
      <Link className="pager__link" to={href} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className="pager__link" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager" aria-label={label}>
      {link(newestHref, words.newest)}
      {newerHref !== null || newestHref ? link(newerHref ?? newestHref, words.newer, "prev") : null}
      {link(olderHref, words.older, "next")}
    </nav>
  );
}
