import type { ChartKind } from "../components/charts/chart-kinds.ts";

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  chart?: ChartKind;
}

/** A page written as a heading, an intro and sections: the feature tours and the search topics. */
export interface ContentPageText {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The drawing beside the page heading. */
  chart: ChartKind;
  sections: ContentSection[];
}

/** Whether a URL segment is one of a list of page slugs. */
export function isSlugOf<Slug extends string>(slugs: readonly Slug[], value: string | undefined): value is Slug {
  return slugs.includes(value as Slug);
}
