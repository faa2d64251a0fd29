/**
 * The browser's family and major version from a User-Agent header ("Chrome 131", "Safari 18", "Firefox 133"), or
 * "Other": enough to see that an error is one browser's, never the full header, which narrows a visitor down.
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const FAMILIES: [name: string, pattern: RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /OPR\/(\d+)/],
  ["Samsung Internet", /SamsungBrowser\/(\d+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

export function browserFamily(userAgent: string | undefined): string {
  if (!userAgent) return "Other";
  for (const [name, pattern] of FAMILIES) {
    const major = pattern.exec(userAgent)?.[1];
    if (major) return `${name} ${major}`;
  }
  return "Other";
}
