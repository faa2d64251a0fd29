/** What the back office edits of the home page's offer banner (user/UpdateOfferContent). */
export interface OfferBannerInput {
  headline: string;
  body: string;
  ctaLabel: string;
  ctaHref: string;
  /** ISO instants; null: no limit on that side. */
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

/**
 * The banner's link goes to a page of this site (/Pricing) or to an https address: never javascript:,
 * data: or a protocol-relative //host, which would let a typo (or a stolen admin session) send every
 * visitor elsewhere unannounced.
 */
export function offerLinkProblem(href: string): string | null {
  const link = href.trim();
  if (/^\/(?![/\\])/u.test(link)) return null;
  try {
    if (new URL(link).protocol === "https:") return null;
  } catch {
    // Not an absolute address: refused below.
  }
  return "Link to a page of this site (starting with /) or to an https:// address.";
}

/** Per-field problems of a banner edit beyond each field's own format (ADR 0019's keys). */
export function offerBannerProblems(input: OfferBannerInput): Record<"ctaHref" | "endsAt", string | null> {
  const starts = input.startsAt === null ? null : Date.parse(input.startsAt);
  const ends = input.endsAt === null ? null : Date.parse(input.endsAt);
  return {
    ctaHref: offerLinkProblem(input.ctaHref),
    endsAt: starts !== null && ends !== null && ends <= starts ? "The offer must end after it starts." : null,
  };
}

/** Whether customers see the banner now: switched on, and now inside its window (a missing end runs on). */
export function isOfferShowing(banner: { active: boolean; startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const at = now.getTime();
  if (!banner.active) return false;
  if (banner.startsAt !== null && Date.parse(banner.startsAt) > at) return false;
  return banner.endsAt === null || Date.parse(banner.endsAt) > at;
}
