/** Landing-page enum of docs/business-rules.md#landing-pages, used by the `lpage/:landing?` route. */
export const LandingPage = { LPageInvestar: 1, LPageMQOffer: 2 } as const;
export type LandingPageName = keyof typeof LandingPage;
export type LandingPageValue = (typeof LandingPage)[LandingPageName];

const entries = Object.entries(LandingPage) as [LandingPageName, LandingPageValue][];

/**
 * Reads the landing page from the URL parameter: the number ("1", "2") or the enum name in any
 * letter case ("LPageMQOffer", "lpagemqoffer"). An absent or empty parameter means LPageInvestar;
 * anything else gives null (the route answers 404).
 */
export function parseLandingPage(param: string | null | undefined): LandingPageValue | null {
  if (param === undefined || param === null) return LandingPage.LPageInvestar;
  const value = param.trim();
  if (value === "") return LandingPage.LPageInvestar;
  const wanted = value.toLowerCase();
  return entries.find(([name, id]) => String(id) === value || name.toLowerCase() === wanted)?.[1] ?? null;
}

/** The enum name of a landing-page value. */
export function landingPageName(value: LandingPageValue): LandingPageName {
  const found = entries.find(([, id]) => id === value);
  if (!found) throw new RangeError(`Unknown landing page ${String(value)}`);
  return found[0];
}
