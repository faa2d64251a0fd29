/** The editions' URL names, apart from their content so that the menus do not carry every edition's text. */
export const editionSlugs = ["pro", "standard", "basic", "lite"] as const;
export type EditionSlug = (typeof editionSlugs)[number];

export function isEditionSlug(value: string | undefined): value is EditionSlug {
  return editionSlugs.includes(value as EditionSlug);
}
