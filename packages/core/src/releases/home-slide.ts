import { offerLinkProblem } from "./offer-banner.ts";

/** The pictures a home banner slide can show beside its text (drawn by the web app's BannerArt). */
export const HOME_SLIDE_ARTS = ["levels", "signals", "scan", "trial"] as const;
export type HomeSlideArt = (typeof HOME_SLIDE_ARTS)[number];

/** What the back office edits of one home banner slide (admin/SaveHomeSlide). */
export interface HomeSlideInput {
  eyebrow: string;
  headline: string;
  body: string;
  /** Both or neither: without a link the slide offers the download button instead. */
  linkLabel: string | null;
  linkHref: string | null;
}

/**
 * Per-field problems of a slide beyond each field's own format (ADR 0019's keys): the link obeys the offer
 * banner's rule (a page of this site or https), and a label without a link (or a link without a label)
 * would render a button that goes nowhere or says nothing.
 */
export function homeSlideProblems(input: HomeSlideInput): Record<"linkLabel" | "linkHref", string | null> {
  const hasLabel = input.linkLabel !== null && input.linkLabel.trim() !== "";
  const hasHref = input.linkHref !== null && input.linkHref.trim() !== "";
  return {
    linkLabel: hasHref && !hasLabel ? "Please enter the link's label." : null,
    linkHref: hasHref ? offerLinkProblem(input.linkHref!) : hasLabel ? "Please enter the link, or clear its label." : null,
  };
}
