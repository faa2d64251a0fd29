export const editionSlugs = ["pro", "standard", "basic", "lite"] as const;
export type EditionSlug = (typeof editionSlugs)[number];

export function isEditionSlug(value: string | undefined): value is EditionSlug {
  return editionSlugs.includes(value as EditionSlug);
}
